/**
 * The reference runs `tail -n 10 -f` per connection (API-FACTS §6.3), so every stream opens with a banner
 * and lines the console may already show.
 */
import { LOG_STREAM_BANNER } from '../providers/streams';

/** `tail -n 10`: how many old lines a reopened stream can repeat. */
export const TAIL_LINES = 10;

export class TailReplayFilter {
  private recent: string[] = [];
  /** Between a reconnect and the first frame of tail's output. */
  private resyncing = false;
  /** Lengths of the old suffixes the new stream may still be repeating. */
  private candidates: number[] = [];
  /** New lines already matched against those suffixes (a backlog split over frames). */
  private matched = 0;
  /** Before a connection's first frame, the only one that can be the banner. */
  private firstFrame = true;

  reconnecting(): void {
    this.resyncing = true;
    this.firstFrame = true;
    this.matched = 0;
    this.candidates = Array.from({ length: this.recent.length }, (_, i) => i + 1);
  }

  /** One stream message in, the lines of the file that are new out (the chunk-ending `""` elements removed). */
  accept(message: readonly string[]): string[] {
    const lines = message.filter((line) => line !== '');
    if (lines.length === 0) return [];
    const banner = this.firstFrame && lines.length === 1 && lines[0] === LOG_STREAM_BANNER;
    this.firstFrame = false;
    // Not a line of the file: tail never replays it, so it is no part of the overlap either.
    if (banner) return [];
    if (!this.resyncing) return this.pass(lines);
    return this.pass(lines.slice(this.overlap(lines)));
  }

  /** How many leading lines of this frame repeat old ones; ends the resync unless the whole frame did. */
  private overlap(lines: readonly string[]): number {
    const old = this.recent;
    const fits = this.candidates.filter((length) => {
      const start = old.length - length + this.matched;
      const compared = Math.min(length - this.matched, lines.length);
      for (let i = 0; i < compared; i += 1) if (old[start + i] !== lines[i]) return false;
      return true;
    });
    const longest = Math.max(0, ...fits);
    if (longest - this.matched > lines.length) {
      // The whole frame repeats old lines and the replay goes on in the next frame.
      this.candidates = fits.filter((length) => length - this.matched > lines.length);
      this.matched += lines.length;
      return lines.length;
    }
    this.resyncing = false;
    return longest === 0 ? 0 : longest - this.matched;
  }

  private pass(lines: string[]): string[] {
    if (lines.length > 0 && !this.resyncing) {
      this.recent = this.recent.concat(lines).slice(-TAIL_LINES);
    }
    return lines;
  }
}
