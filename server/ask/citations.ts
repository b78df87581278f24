/**
 * The sidekick is given our passages numbered [1]…[n] and asked to cite them by number. The reader should see
 * citations numbered 1, 2, 3 in the order the answer uses them, each pointing at a passage that exists, so the
 * answer's markers are renumbered as they stream through: `[4]` cited first becomes `[1]`, and the passages sent
 * after the answer are the cited ones in that order (`[1]` is the first source, as in the offline answer).
 */

/** `[3]`, `[1, 4]`, `[2,3]`: one or more passage numbers in brackets, with the space before it. */
const MARKER = /( ?)(?<![\p{L}\p{N}_])\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/gu;
/** The end of a piece that may be the start of a marker still to come. */
const OPEN_TAIL = /\[[\d,\s]{0,12}$/;

export class CitationRenumberer {
  /** The passage numbers (1-based, as given to the sidekick) in the order the answer first cites them. */
  readonly cited: number[] = [];
  private pending = '';
  private previous = '';

  /** @param count how many passages the sidekick was given */
  constructor(private readonly count: number) {}

  /** The next piece of the answer; returns the text that can be shown now (a possible marker start waits). */
  push(text: string): string {
    const whole = this.pending + text;
    const tail = OPEN_TAIL.exec(whole);
    const ready = tail ? whole.slice(0, tail.index) : whole;
    this.pending = tail ? tail[0] : '';
    return this.emit(ready);
  }

  /** The answer has ended: whatever was held back is not a marker. */
  end(): string {
    const rest = this.pending;
    this.pending = '';
    return this.emit(rest);
  }

  private emit(text: string): string {
    if (text === '') return '';
    // The character before the piece decides whether a marker at its very start follows a word (`items[1]`).
    const replaced = (this.previous + text).replace(MARKER, (marker, space: string, list: string) => {
      const numbers = list.split(',').map((item) => Number(item.trim()));
      // `[0]` is no citation (passages count from 1): an index in prose or code, left as it is.
      if (numbers.includes(0)) return marker;
      const renumbered = numbers
        .filter((number) => number >= 1 && number <= this.count)
        .map((number) => {
          let at = this.cited.indexOf(number);
          if (at < 0) at = this.cited.push(number) - 1;
          return at + 1;
        });
      // A number beyond the passages given is an invented citation: it is dropped.
      return renumbered.length > 0 ? `${space}[${[...new Set(renumbered)].join(', ')}]` : '';
    });
    const out = replaced.slice(this.previous.length);
    if (out !== '') this.previous = out.slice(-1);
    return out;
  }
}
