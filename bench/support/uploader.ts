// The creator of `uploadsElsewhere`: a process of its own that signs in as the creator, makes the books and uploads
// them, then reports how long it took. Run by `fork`, never directly.
import { signInAs } from './session';
import { book, importNotes, upload } from './uploads';
import type { UploadOrder } from './uploads-elsewhere';

process.once('message', async (order: UploadOrder) => {
  try {
    const creator = await signInAs(order.baseUrl, 'creator', order.creatorEmail);
    const texts = order.files.map((file) => book(file.bytes, file.seed));
    process.send?.({ ready: true });
    await new Promise((resolve) => process.once('message', resolve)); // "go"
    const started = performance.now();
    await Promise.all([
      ...order.files.map((file, i) => upload(creator, order.packId, file.name, texts[i]!)),
      ...(order.notes ? [importNotes(creator, order.packId, order.notes)] : []),
    ]);
    process.send?.({ seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    process.send?.({ error: String(error) });
  }
});
