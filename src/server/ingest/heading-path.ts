/** Tracks the headings enclosing the current position while a document is read from top to bottom. */
export class HeadingTrail {
  private readonly trail: { level: number; text: string }[] = [];

  /** A heading of `level` (1 = outermost) closes every open heading at that level or deeper. */
  enter(level: number, text: string): void {
    const title = text.replace(/\s+/g, ' ').trim();
    if (!title) return;
    while ((this.trail.at(-1)?.level ?? 0) >= level) this.trail.pop();
    this.trail.push({ level, text: title });
  }

  get path(): string[] {
    return this.trail.map((heading) => heading.text);
  }
}
