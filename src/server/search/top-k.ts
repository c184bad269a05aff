/**
 * The k best (score, pack, chunk) triples seen so far, as a binary min-heap over typed arrays: the weakest kept
 * hit is at the root, so a candidate is compared with one number and most candidates are rejected at once.
 * Ties are broken towards the earlier pack, then the earlier chunk, so results are deterministic.
 */
export class TopK {
  private readonly scores: Float64Array;
  private readonly packs: Int32Array;
  private readonly docs: Int32Array;
  private count = 0;

  constructor(readonly capacity: number) {
    this.scores = new Float64Array(capacity);
    this.packs = new Int32Array(capacity);
    this.docs = new Int32Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Whether a hit with this score (and position) would be kept; cheap, so callers test before costly checks. */
  accepts(score: number, pack: number, doc: number): boolean {
    if (this.capacity === 0) return false;
    if (this.count < this.capacity) return true;
    return this.better(score, pack, doc, 0);
  }

  push(score: number, pack: number, doc: number): void {
    if (this.count < this.capacity) {
      this.set(this.count, score, pack, doc);
      this.siftUp(this.count++);
    } else if (this.better(score, pack, doc, 0)) {
      this.set(0, score, pack, doc);
      this.siftDown(0);
    }
  }

  /** The kept hits, best first. */
  drain(): Array<{ score: number; pack: number; doc: number }> {
    const out: Array<{ score: number; pack: number; doc: number }> = [];
    for (let i = 0; i < this.count; i++) {
      out.push({ score: this.scores[i] ?? 0, pack: this.packs[i] ?? 0, doc: this.docs[i] ?? 0 });
    }
    this.count = 0;
    return out.sort((a, b) => b.score - a.score || a.pack - b.pack || a.doc - b.doc);
  }

  /** Whether (score, pack, doc) ranks above the entry at slot i. */
  private better(score: number, pack: number, doc: number, i: number): boolean {
    const other = this.scores[i] ?? 0;
    if (score !== other) return score > other;
    const otherPack = this.packs[i] ?? 0;
    return pack !== otherPack ? pack < otherPack : doc < (this.docs[i] ?? 0);
  }

  private worse(i: number, j: number): boolean {
    return this.better(this.scores[j] ?? 0, this.packs[j] ?? 0, this.docs[j] ?? 0, i);
  }

  private set(i: number, score: number, pack: number, doc: number): void {
    this.scores[i] = score;
    this.packs[i] = pack;
    this.docs[i] = doc;
  }

  private swap(i: number, j: number): void {
    const score = this.scores[i] ?? 0;
    const pack = this.packs[i] ?? 0;
    const doc = this.docs[i] ?? 0;
    this.set(i, this.scores[j] ?? 0, this.packs[j] ?? 0, this.docs[j] ?? 0);
    this.set(j, score, pack, doc);
  }

  private siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(i: number): void {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let weakest = i;
      if (left < this.count && this.worse(left, weakest)) weakest = left;
      if (right < this.count && this.worse(right, weakest)) weakest = right;
      if (weakest === i) return;
      this.swap(i, weakest);
      i = weakest;
    }
  }
}
