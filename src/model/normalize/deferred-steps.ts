/**
 * Steps a streaming read passed over on its way to one step (the focus of a deep link):
 * what `FruxonTraceStream` knows of each without having parsed it — its place in the tree
 * and where its bytes lie — and the order they are read in afterwards.
 *
 * Why: reading a step (a native parse of its bytes, a schema check, a summary) costs about
 * three times what `JSON.parse` of the same bytes does, while finding where steps begin and
 * end costs a fraction of it. A deep link to a step near the end of a large run waited for
 * every step before it to be read; with the steps before it deferred, the reader keeps up
 * with the bytes as they arrive, reads the focus as soon as its bytes are in, and reads the
 * rest after (decision 2001).
 *
 * Order of the catch-up: the `NEAR` steps just before the focus first (the rows around it,
 * on the person's first screen), then the rest from the start. Each read is independent
 * (its own bytes), so any order builds the same steps. O(1) per step; the places are kept
 * in typed arrays (a million steps may be passed over: no object each).
 */
import { asStepPath } from "../run";
import type { StepPosition } from "./create-step";

/** Where a step passed over lies: its bytes [from, to), its children's [childrenFrom, childrenTo). */
export interface DeferredStep extends StepPosition {
  from: number;
  to: number;
  /** Offset of its `steps` key, when it has children (-1 otherwise). */
  keyAt: number;
  /** -1 for a step read whole (no children). */
  childrenFrom: number;
  childrenTo: number;
}

/** Steps read first after the focus: about a screen's worth of rows above it, and more. */
const NEAR = 2000;
/** Numbers kept per step: index, parent, depth, from, to, keyAt, childrenFrom, childrenTo. */
const FIELDS = 8;

export class DeferredSteps {
  private numbers = new Float64Array(FIELDS * 4096);
  private readonly paths: string[] = [];
  /** Next of the near steps to read, counting down; then `head` counts up to `nearFrom`. */
  private tail = -1;
  private nearFrom = -1;
  private head = 0;
  private isStarted = false;

  get count(): number {
    return this.paths.length;
  }

  add(step: DeferredStep): void {
    const at = this.paths.length * FIELDS;
    if (at + FIELDS > this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const n = this.numbers;
    n[at] = step.index;
    n[at + 1] = step.parent;
    n[at + 2] = step.depth;
    n[at + 3] = step.from;
    n[at + 4] = step.to;
    n[at + 5] = step.keyAt;
    n[at + 6] = step.childrenFrom;
    n[at + 7] = step.childrenTo;
    this.paths.push(step.path);
  }

  /** The `i`th step passed over (in index order). */
  at(i: number): DeferredStep {
    const n = this.numbers;
    const at = i * FIELDS;
    return {
      index: n[at]!,
      parent: n[at + 1]!,
      depth: n[at + 2]!,
      path: asStepPath(this.paths[i]!),
      from: n[at + 3]!,
      to: n[at + 4]!,
      keyAt: n[at + 5]!,
      childrenFrom: n[at + 6]!,
      childrenTo: n[at + 7]!,
    };
  }

  /**
   * Starts the catch-up (nothing more is deferred from here on): near the focus first, or
   * in order when there is no focus to be near (it was not in the trace).
   */
  startReading(nearFirst = true): void {
    this.nearFrom = nearFirst ? Math.max(0, this.count - NEAR) : this.count;
    this.tail = this.count - 1;
    this.isStarted = true;
  }

  hasNext(): boolean {
    return (
      this.isStarted &&
      ((this.tail >= this.nearFrom && this.tail >= 0) ||
        this.head < this.nearFrom)
    );
  }

  /** The next step to read (near the focus first), or null when every one is read. */
  next(): DeferredStep | null {
    if (!this.isStarted) return null;
    if (this.tail >= this.nearFrom && this.tail >= 0)
      return this.at(this.tail--);
    if (this.head < this.nearFrom) return this.at(this.head++);
    return null;
  }
}

/**
 * Whether dotted path `path` comes after `focus` in reading (pre-)order and is not one of
 * its ancestors: once such a step opens, the focus is not in the trace.
 */
export function isPastPath(path: string, focus: string): boolean {
  const a = path.split(".");
  const b = focus.split(".");
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const difference = Number(a[i]) - Number(b[i]);
    if (difference !== 0) return difference > 0;
  }
  return a.length > b.length;
}
