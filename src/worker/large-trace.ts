/**
 * A trace too large to keep as objects (past `LARGE_TRACE_BYTES` of JSON): the worker keeps
 * its bytes, where each step's own bytes lie, each step's search text, and summary steps.
 * A full step is read again from its bytes when the page asks for it — the same bytes
 * through the same functions, so it is the step the stream built.
 *
 * Memory per step: the JSON itself (as bytes, outside the JavaScript heap's object graph),
 * 32 bytes of offsets, its search text, and a summary step on each side.
 */
import { ByteWindow } from "../model/json-stream/byte-window";
import { readFruxonStep } from "../model/normalize/fruxon-step";
import type {
  FruxonTraceStream,
  StepBytes,
} from "../model/normalize/fruxon-trace-stream";
import { toSummaryStep } from "../model/normalize/summary-step";
import type { RunTrace, Step } from "../model/run";
import {
  adoptSearchIndex,
  searchIndexFromParts,
  stepSearchText,
} from "../model/tree/search-index";

export const LARGE_TRACE_BYTES = 192 * 1024 * 1024;

export interface LargeTrace {
  body: ByteWindow;
  /** Per step: from, to, childrenFrom, childrenTo. */
  ranges: Float64Array;
  /** How the trace's wire JSON was rewritten as it was read (masking), to read it again alike. */
  rewriteWire: (<T>(wire: T) => T) | null;
}

/** Collects what a large trace keeps, from the moment the read finds it is large. */
export class LargeTraceParts {
  isOn = false;
  private ranges = new Float64Array(4 * 65_536);
  private texts: string[] = [];
  /** The body as it arrives (the chunks themselves, not copies). */
  private readonly body = new ByteWindow();
  constructor(private readonly rewriteWire: (<T>(wire: T) => T) | null) {}

  addBytes(chunk: Uint8Array): void {
    this.body.append(chunk);
  }

  /**
   * A step read whole (`add`) in full again, from its bytes, while the trace is still read;
   * null for one not read yet.
   */
  stepInFull(index: number, summary: Step | null): Step | null {
    const at = index * 4;
    if (!summary || at + 4 > this.ranges.length || this.ranges[at + 1] === 0)
      return null;
    return readLargeStep(
      {
        body: this.body,
        ranges: this.ranges,
        rewriteWire: this.rewriteWire,
      },
      summary,
    );
  }

  /** Switches to keeping summaries; the full steps kept so far give their texts first. */
  start(stream: FruxonTraceStream): void {
    this.isOn = true;
    stream.keepOnly((step) => {
      if (this.texts[step.index] === undefined)
        this.texts[step.index] = stepSearchText(step);
      return toSummaryStep(step);
    });
  }

  add(step: Step, bytes: StepBytes): void {
    const at = step.index * 4;
    if (at + 4 > this.ranges.length) {
      // Steps may come out of order (a deep link's first): grown to fit, not just doubled.
      let length = this.ranges.length * 2;
      while (at + 4 > length) length *= 2;
      const grown = new Float64Array(length);
      grown.set(this.ranges);
      this.ranges = grown;
    }
    this.ranges[at] = bytes.from;
    this.ranges[at + 1] = bytes.to;
    this.ranges[at + 2] = bytes.childrenFrom;
    this.ranges[at + 3] = bytes.childrenTo;
    if (this.isOn) this.texts[step.index] = stepSearchText(step);
  }

  finish(trace: RunTrace): LargeTrace {
    adoptSearchIndex(trace, searchIndexFromParts(this.texts));
    this.texts = [];
    return {
      body: this.body,
      ranges: this.ranges.subarray(0, trace.steps.length * 4),
      rewriteWire: this.rewriteWire,
    };
  }
}

/** A step of a large trace in full, read again from its own bytes. */
export function readLargeStep(large: LargeTrace, summary: Step): Step {
  const at = summary.index * 4;
  const [from, to, childrenFrom, childrenTo] = [
    large.ranges[at]!,
    large.ranges[at + 1]!,
    large.ranges[at + 2]!,
    large.ranges[at + 3]!,
  ];
  const text =
    childrenFrom >= to
      ? large.body.text(from, to)
      : `${large.body.text(from, childrenFrom)}[]${large.body.text(childrenTo, to)}`;
  const wire: unknown = JSON.parse(text);
  const { step } = readFruxonStep(
    large.rewriteWire ? large.rewriteWire(wire) : wire,
    summary,
  );
  return { ...step, children: summary.children };
}
