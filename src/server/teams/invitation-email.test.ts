import { describe, expect, it } from 'vitest';
import type { TeamDetail } from '../../common/contracts/teams';
import { createSmtpMailer } from '../mail/mailer';
import { buy } from '../test/api-call';
import { createPackAt } from '../test/factories';
import { readMail as read, startSmtpCapture } from '../test/smtp-capture';
import { useServerWith, type TestServer } from '../test/test-server';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;

describe('the e-mail of a seat given to an address', () => {
  useServerWith(
    startSmtpCapture,
    (capture) => capture.close(),
    (capture) => ({
      deps: { mailer: createSmtpMailer({ url: capture.url, from: 'Kenja <teams@kenja.test>' }) },
      worker: { backoffBaseMs: 1 },
    }),
    (capture, started) => {
      smtp = capture;
      server = started;
    },
  );

  it('goes to the address in the owner’s language, naming the team’s packs; a seat moved before it went sends only the new one', async () => {
    const pack = await createPackAt(server.db, 2900, { title: 'Knife Skills', seatPriceCents: 1000 });
    const { browser: owner, user: me } = await server.signedIn('user');
    const made = await owner.fetch('/api/teams', {
      method: 'POST',
      json: { name: 'Kitchen crew', seats: 3 },
    });
    const team = (await made.json()) as TeamDetail;
    await buy(owner, { packIds: [pack.id], teamId: team.id });

    const given = await owner.fetch(`/api/teams/${team.id}/members`, {
      method: 'POST',
      json: { email: 'ana@example.com', language: 'ja' },
    });
    const seat = ((await given.json()) as TeamDetail).members[0]!;
    await owner.fetch(`/api/teams/${team.id}/members`, {
      method: 'POST',
      json: { email: 'ben@example.com' },
    });
    await owner.fetch(`/api/teams/${team.id}/members/${seat.id}`, {
      method: 'PUT',
      json: { email: 'cai@example.com', language: 'ja' },
    });
    // The owner's own address is a seat taken at once: no e-mail.
    await owner.fetch(`/api/teams/${team.id}/members`, { method: 'POST', json: { email: me.email } });
    await server.runJobs();

    const to = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
    expect(to('ana@example.com')).toHaveLength(0);
    // (The owner's only e-mail is the purchase's receipt.)
    expect(to(me.email).map((message) => read(message.raw).subject)).toEqual(['Your Kenja receipt']);
    const [ben] = to('ben@example.com').map((message) => read(message.raw));
    expect(ben?.subject).toBe('You have a seat in the team “Kitchen crew” on Kenja');
    expect(ben?.body).toContain('- Knife Skills');
    expect(ben?.body).toContain(`${server.baseUrl}/us/en/library`);
    const [cai] = to('cai@example.com').map((message) => read(message.raw));
    expect(cai?.subject).toBe('Kenjaのチーム「Kitchen crew」の席が割り当てられました');
    expect(cai?.body).toContain(`${server.baseUrl}/jp/ja/library`);
  });
});
