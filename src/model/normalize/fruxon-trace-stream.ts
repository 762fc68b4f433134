/**
 * A `:trace` body → `RunTrace`, read as the bytes arrive, so the first steps exist long
 * before the last byte: the streaming twin of `normalizeFruxonTrace`, producing the same
 * model from the same functions (`readFruxonStep`, `readTraceHeader`, `assembleTrace`).
 *
 * Approach: the incremental scanner (`json-stream/`) reports the structure down to the
 * step arrays (`traces[]`, then each step's `steps[]`). A step object is read as one or
 * two native `JSON.parse` calls over its own bytes — the members before its `steps`
 * array, and those after it — with the array itself replaced by `[]`, so a step's payload
 * is never walked in JavaScript and never parsed twice. Steps are numbered in the order
 * they open, which is pre-order, as the one-shot walk numbers them.
 *
 * Events: `onStep(step, isFinal)` fires when a step's first child begins (what is known so
 * far: the members before `steps`) and again when it closes (with any members that came
 * after its children, such as a late `status`). A step without children — no `steps`, or
 * an empty one — fires once, final, read in one parse.
 *
 * Exactness: a body the stream cannot read as the one-shot path would (a duplicated
 * `trace`/`traces`/`steps` key, step arrays in both generations' places) is reported by
 * `finish()` as `{ needsWholeBody: true }`; the caller then parses it whole.
 *
 * Complexity: O(bytes) scanning plus one schema check per step (two for a parent).
 * Not done here: fetching, findings, search text — the worker composes those.
 */
import { JsonScanner, type JsonScanHandler } from "../json-stream/json-scanner";
import { asStepPath, type RunTrace, type Step } from "../run";
import type { StepPosition } from "./create-step";
import { DeferredSteps, isPastPath } from "./deferred-steps";
import { readFruxonStep } from "./fruxon-step";
import {
  assembleTrace,
  normalizeFruxonTrace,
  readTraceHeader,
} from "./fruxon-trace";

/** Where a step's own bytes lie: [from, to), less its children [childrenFrom, childrenTo). */
export interface StepBytes {
  from: number;
  to: number;
  childrenFrom: number;
  childrenTo: number;
}

export interface TraceStreamEvents {
  onStep?(step: Step, isFinal: boolean, bytes: StepBytes): void;
  /**
   * The dotted path of a step to read before any other (a deep link's): the steps before it
   * are passed over and read after it (`deferred-steps.ts`). When it is reached, each step
   * passed over is reported here first, where it sits, for the page to show as not read
   * yet; `onStep` reports it again once read.
   */
  focus?: string;
  onUnread?(position: StepPosition): void;
  /**
   * Rewrites each step's wire object, and the trace's own fields, before they are read:
   * how the worker masks personal data (decision 1702) at the cost of one pass over the
   * JSON. Must return JSON of the same shape.
   */
  rewriteWire?: <T>(wire: T) => T;
}

export type TraceStreamResult =
  { trace: RunTrace; needsWholeBody?: false } | { needsWholeBody: true };

type Fields = Record<string, unknown>;

type Frame =
  | { kind: "root" | "body"; fields: Fields; key: string; seen: Set<string> }
  | {
      kind: "steps";
      parent: number;
      path: string;
      depth: number;
      count: number;
    }
  | {
      kind: "step";
      index: number;
      path: string;
      parent: number;
      depth: number;
      from: number;
      key: string;
      keyAt: number;
      childrenFrom: number;
      childrenTo: number;
      children: number[];
      /** The members before `steps`, parsed when the first child began. */
      before: Fields | null;
      /**
       * Its `steps` array has begun and no child yet: the step is shown when its first child
       * begins (a parent goes before its children), or read once, whole, if none does.
       */
      awaitsFirstChild: boolean;
      /** Its `steps` array was empty (it is read as a step without children). */
      hadEmptySteps: boolean;
      /** Its first child began while steps were deferred: its members before are not read yet. */
      beforeDeferred: boolean;
    };

export class FruxonTraceStream implements JsonScanHandler {
  private readonly scanner = new JsonScanner(this);
  private readonly frames: Frame[] = [];
  private readonly steps: Step[] = [];
  private readonly byPath = new Map<string, number>();
  private readonly roots: number[] = [];
  private rootValue: unknown = undefined;
  private isRootObject = false;
  private stepsSource: "root" | "body" | null = null;
  private needsWholeBody = false;
  /** What is kept of each step read (all of it, unless `keepOnly` says less). */
  private keep: (step: Step) => Step = (step) => step;
  /** Steps are passed over until the focus is reached (or known not to exist). */
  private isDeferring: boolean;
  private readonly deferred = new DeferredSteps();
  /** Bytes from here on are kept until every deferred step is read (-1: none deferred). */
  private deferredFrom = -1;
  /** What the scan itself needs kept (the step in progress), besides the deferred steps. */
  private neededFrom = Number.MAX_SAFE_INTEGER;

  constructor(private readonly events: TraceStreamEvents = {}) {
    this.isDeferring = events.focus !== undefined;
  }

  /** Steps passed over on the way to the focus and not read yet. */
  get hasDeferred(): boolean {
    return !this.isDeferring && this.deferred.hasNext();
  }

  /**
   * Reads steps passed over on the way to the focus, the ones near it first, until
   * `shouldYield` says to stop or none is left; each is reported by `onStep` as final.
   */
  readDeferred(shouldYield: () => boolean): void {
    if (this.isDeferring) return;
    // Reading them is no part of the scan: the bytes the scan needs stay as they were.
    const needed = this.neededFrom;
    for (let step = this.deferred.next(); step; step = this.deferred.next()) {
      const wire =
        step.childrenFrom < 0
          ? this.parse(step.from, step.to)
          : this.wireOf(
              this.parse(step.from, step.keyAt, "before") as Fields,
              step.childrenTo,
              step.to,
            );
      this.finishStep(step, wire, {
        from: step.from,
        to: step.to,
        childrenFrom: step.childrenFrom < 0 ? step.to : step.childrenFrom,
        childrenTo: step.childrenFrom < 0 ? step.to : step.childrenTo,
      });
      if (shouldYield()) break;
    }
    if (!this.deferred.hasNext()) this.deferredFrom = -1;
    this.keepFrom(needed);
  }

  /**
   * The step at `index` with its payloads, if it is read: what is read of a step whose
   * children are still arriving (the members before them), else the step as kept. null for
   * a step passed over, or not kept whole (a large trace: see `keepOnly`).
   */
  stepInFull(index: number): Step | null {
    if (this.keepsWhole) return this.steps[index] ?? null;
    for (const frame of this.frames)
      if (frame.kind === "step" && frame.index === index && frame.before)
        return {
          ...this.readStep(frame, this.wireOf(frame.before, -1, -1)),
          children: frame.children,
        };
    return null;
  }

  private keepsWhole = true;

  /** The step kept at `index` (as `keepOnly` reduced it), or null if none is read yet. */
  stepAt(index: number): Step | null {
    return this.steps[index] ?? null;
  }

  /** Steps opened so far. */
  get stepCount(): number {
    return this.steps.length;
  }

  /**
   * From now on keeps `reduce(step)` of every step (and reduces those kept so far): for a
   * trace too large to keep whole, whose full steps are read again from its bytes.
   */
  keepOnly(reduce: (step: Step) => Step): void {
    this.keep = reduce;
    this.keepsWhole = false;
    for (let i = 0; i < this.steps.length; i++) {
      const step = this.steps[i];
      if (step) this.steps[i] = reduce(step);
    }
  }

  /** Throws (`JsonStreamError`, `SyntaxError`) as soon as the body is certainly not JSON. */
  push(chunk: Uint8Array): void {
    this.scanner.push(chunk);
  }

  /** The body ended: the trace, or the same error `normalizeFruxonTrace` would throw. */
  finish(): TraceStreamResult {
    this.scanner.finish();
    if (this.needsWholeBody) return { needsWholeBody: true };
    this.stopDeferring();
    this.readDeferred(() => false);
    const rewrite = this.events.rewriteWire ?? ((wire) => wire);
    if (!this.isRootObject)
      return { trace: normalizeFruxonTrace(rewrite(this.rootValue)) };
    const { body, envelope } = readTraceHeader(rewrite(this.rootValue));
    const expected = envelope.generation === "envelope" ? "body" : "root";
    if (this.stepsSource !== null && this.stepsSource !== expected)
      return { needsWholeBody: true };
    const errorIndexes: number[] = [];
    for (const step of this.steps)
      if (step.isError) errorIndexes.push(step.index);
    return {
      trace: assembleTrace(body, envelope, {
        steps: this.steps,
        roots: this.roots,
        errorIndexes,
        byPath: this.byPath,
      }),
    };
  }

  start(kind: "object" | "array", at: number): boolean {
    const top = this.frames[this.frames.length - 1];
    if (!top) {
      if (kind !== "object") return false;
      this.rootValue = {};
      this.isRootObject = true;
      this.frames.push(fieldsFrame("root", this.rootValue as Fields));
      return true;
    }
    switch (top.kind) {
      case "root":
      case "body":
        return this.startField(top, kind);
      case "steps":
        if (kind !== "object") return false;
        this.frames.push(this.openStep(top, at));
        return true;
      case "step":
        if (top.key !== "steps" || kind !== "array") return false;
        if (top.childrenFrom >= 0 || top.hadEmptySteps) {
          this.needsWholeBody = true;
          return false;
        }
        top.childrenFrom = at;
        // Most steps' `steps` is empty: reading such a step twice (before its children,
        // then whole) would double the cost of reading a trace.
        top.awaitsFirstChild = true;
        this.frames.push({
          kind: "steps",
          parent: top.index,
          path: `${top.path}.`,
          depth: top.depth + 1,
          count: 0,
        });
        return true;
    }
  }

  key(key: string, at: number): void {
    const top = this.frames[this.frames.length - 1]!;
    if (top.kind === "steps") return;
    top.key = key;
    if (top.kind === "step") top.keyAt = at;
    else {
      if (top.seen.has(key) && (key === "trace" || key === "traces"))
        this.needsWholeBody = true;
      top.seen.add(key);
    }
  }

  value(from: number, to: number): void {
    const top = this.frames[this.frames.length - 1];
    if (!top) {
      this.rootValue = this.parse(from, to);
      return;
    }
    if (top.kind === "root" || top.kind === "body")
      setField(top.fields, top.key, this.parse(from, to));
    else if (top.kind === "steps") {
      // A step that is not an object: kept, as the one-shot walk keeps it, with a problem.
      const frame = this.openStep(top, from);
      this.finishStep(frame, this.parse(from, to), {
        from,
        to,
        childrenFrom: to,
        childrenTo: to,
      });
    }
    // Inside a step, members are read with the step's bytes when it closes.
  }

  end(at: number): void {
    const frame = this.frames.pop()!;
    const parent = this.frames[this.frames.length - 1];
    if (frame.kind === "step" && this.isDeferring) {
      if (frame.path !== this.events.focus) this.deferStep(frame, at);
      else {
        this.reachFocus();
        this.finishStep(frame, this.readStepWire(frame, at), {
          from: frame.from,
          to: at,
          childrenFrom: frame.childrenFrom < 0 ? at : frame.childrenFrom,
          childrenTo: frame.childrenFrom < 0 ? at : frame.childrenTo,
        });
      }
    } else if (frame.kind === "step") {
      this.finishStep(frame, this.readStepWire(frame, at), {
        from: frame.from,
        to: at,
        childrenFrom: frame.childrenFrom < 0 ? at : frame.childrenFrom,
        childrenTo: frame.childrenFrom < 0 ? at : frame.childrenTo,
      });
    } else if (frame.kind === "steps" && parent?.kind === "step") {
      if (parent.awaitsFirstChild) {
        // No child: the step's bytes are still kept, and it is read whole when it closes.
        parent.awaitsFirstChild = false;
        parent.hadEmptySteps = true;
        parent.childrenFrom = -1;
        return;
      }
      parent.childrenTo = at;
      // The members after the children are read from here when the step closes.
      this.keepFrom(at);
    } else if (frame.kind === "body" && parent?.kind === "root")
      setField(parent.fields, parent.key, frame.fields);
  }

  private startField(
    top: Extract<Frame, { kind: "root" | "body" }>,
    kind: "object" | "array",
  ): boolean {
    if (top.kind === "root" && top.key === "trace" && kind === "object") {
      this.frames.push(fieldsFrame("body", {}));
      return true;
    }
    if (top.key !== "traces" || kind !== "array") return false;
    if (this.stepsSource !== null) {
      this.needsWholeBody = true;
      return false;
    }
    this.stepsSource = top.kind;
    // The header is validated with the array left empty: its steps are read here instead.
    setField(top.fields, "traces", []);
    this.frames.push({
      kind: "steps",
      parent: -1,
      path: "",
      depth: 0,
      count: 0,
    });
    return true;
  }

  private openStep(
    array: Extract<Frame, { kind: "steps" }>,
    from: number,
  ): Extract<Frame, { kind: "step" }> {
    const parentFrame = this.frames[this.frames.length - 2];
    if (parentFrame?.kind === "step" && parentFrame.awaitsFirstChild)
      this.emitProvisional(parentFrame);
    const index = this.steps.length;
    const path = `${array.path}${++array.count}`;
    if (this.isDeferring) {
      // Past the focus only if this array holds one of its ancestors (or it): O(1).
      if (
        this.events.focus!.startsWith(array.path) &&
        isPastPath(path, this.events.focus!)
      )
        this.stopDeferring();
      else if (this.deferredFrom < 0) this.deferredFrom = from;
    }
    // Where it sits, as it opens: the tree grows while the focus is looked for (the focus
    // itself is read as soon as it is found).
    if (this.isDeferring && path !== this.events.focus)
      this.events.onUnread?.({
        index,
        path: asStepPath(path),
        parent: array.parent,
        depth: array.depth,
      });
    // A placeholder keeps `steps` dense and in pre-order until the step is read.
    this.steps.push(null as unknown as Step);
    this.byPath.set(path, index);
    if (array.parent < 0) this.roots.push(index);
    else if (parentFrame?.kind === "step") parentFrame.children.push(index);
    this.keepFrom(from);
    return {
      kind: "step",
      index,
      path,
      parent: array.parent,
      depth: array.depth,
      from,
      key: "",
      keyAt: -1,
      childrenFrom: -1,
      childrenTo: -1,
      children: [],
      before: null,
      awaitsFirstChild: false,
      hadEmptySteps: false,
      beforeDeferred: false,
    };
  }

  /** The members before the children, parsed when the first child begins. */
  private emitProvisional(frame: Extract<Frame, { kind: "step" }>): void {
    frame.awaitsFirstChild = false;
    if (this.isDeferring && frame.path !== this.events.focus) {
      frame.beforeDeferred = true;
      return;
    }
    frame.beforeDeferred = false;
    this.keepFrom(Number.MAX_SAFE_INTEGER);
    const before = this.parse(frame.from, frame.keyAt, "before") as Fields;
    frame.before = before;
    // The focus begins with its first child: its ancestors come first, then it.
    if (this.isDeferring) this.reachFocus();
    const step = this.readStep(frame, this.wireOf(before, -1, -1));
    // The same array the children are added to as they open.
    step.children = frame.children;
    this.steps[frame.index] = this.keep(step);
    this.events.onStep?.(step, false, {
      from: frame.from,
      to: -1,
      childrenFrom: frame.childrenFrom,
      childrenTo: -1,
    });
  }

  private readStepWire(
    frame: Extract<Frame, { kind: "step" }>,
    at: number,
  ): unknown {
    if (frame.childrenFrom < 0) return this.parse(frame.from, at);
    frame.before ??= this.parse(frame.from, frame.keyAt, "before") as Fields;
    return this.wireOf(frame.before, frame.childrenTo, at);
  }

  /** A step's wire object: the members before its children, `steps: []`, those after [from, to). */
  private wireOf(before: Fields, afterFrom: number, to: number): Fields {
    const wire: Fields = {};
    for (const [key, value] of Object.entries(before))
      setField(wire, key, value);
    setField(wire, "steps", []);
    if (afterFrom < 0) return wire;
    const after = this.parse(afterFrom, to, "after") as Fields;
    if (Object.hasOwn(after, "steps")) this.needsWholeBody = true;
    for (const [key, value] of Object.entries(after))
      setField(wire, key, value);
    return wire;
  }

  /** Bytes the handler needs from `offset` on, and those of steps deferred. */
  private keepFrom(offset: number): void {
    this.neededFrom = offset;
    this.scanner.keepFrom(
      this.deferredFrom < 0 ? offset : Math.min(offset, this.deferredFrom),
    );
  }

  /**
   * The focus is found (its first child began, or it closed): its ancestors are read (the
   * members before their children), every step passed over is reported as not read yet,
   * and reading goes on as usual; `readDeferred` reads the rest.
   */
  private reachFocus(): void {
    this.isDeferring = false;
    for (const frame of this.frames)
      if (frame.kind === "step" && frame.beforeDeferred) {
        frame.before = null;
        frame.awaitsFirstChild = false;
        this.emitProvisional(frame);
      }
    this.deferred.startReading();
  }

  /** The focus is not in the trace: every step passed over is read, in order. */
  private stopDeferring(): void {
    if (!this.isDeferring) return;
    this.isDeferring = false;
    for (const frame of this.frames)
      if (frame.kind === "step" && frame.beforeDeferred)
        this.emitProvisional(frame);
    this.deferred.startReading(false);
  }

  /** A step closed on the way to the focus: where it is, to read it later. */
  private deferStep(frame: Extract<Frame, { kind: "step" }>, at: number): void {
    this.keepFrom(Number.MAX_SAFE_INTEGER);
    const hasChildren = frame.childrenFrom >= 0;
    this.deferred.add({
      index: frame.index,
      path: asStepPath(frame.path),
      parent: frame.parent,
      depth: frame.depth,
      from: frame.from,
      to: at,
      keyAt: hasChildren ? frame.keyAt : -1,
      childrenFrom: hasChildren ? frame.childrenFrom : -1,
      childrenTo: hasChildren ? frame.childrenTo : -1,
    });
    // Its child list is the one the step read later is given.
    if (frame.children.length > 0)
      this.childLists.set(frame.index, frame.children);
  }

  /** Child lists of deferred steps, until they are read. */
  private readonly childLists = new Map<number, number[]>();

  private finishStep(
    frame: Omit<StepPosition, "path"> & { path: string; children?: number[] },
    wire: unknown,
    bytes: StepBytes,
  ): void {
    this.keepFrom(Number.MAX_SAFE_INTEGER);
    const step = this.readStep(frame, wire);
    step.children = frame.children ?? this.childLists.get(frame.index) ?? [];
    this.childLists.delete(frame.index);
    this.steps[frame.index] = this.keep(step);
    this.events.onStep?.(step, true, bytes);
  }

  private readStep(
    frame: Omit<StepPosition, "path"> & { path: string },
    wire: unknown,
  ): Step {
    const rewrite = this.events.rewriteWire;
    return readFruxonStep(rewrite ? rewrite(wire) : wire, {
      index: frame.index,
      path: asStepPath(frame.path),
      parent: frame.parent,
      depth: frame.depth,
    }).step;
  }

  /**
   * Parses bytes [from, to). `before`: the members before a `steps` key (`{…,` → `{…}`);
   * `after`: the members after the children (`,…}` → `{…}`).
   */
  private parse(from: number, to: number, part?: "before" | "after"): unknown {
    let text = this.scanner.text(from, to);
    if (part === "before") text = `${text.trimEnd().replace(/,$/, "")}}`;
    else if (part === "after") text = `{${text.trimStart().replace(/^,/, "")}`;
    return JSON.parse(text);
  }
}

function fieldsFrame(kind: "root" | "body", fields: Fields): Frame {
  return { kind, fields, key: "", seen: new Set() };
}

/** Sets a key as `JSON.parse` would: an own property, even for "__proto__". */
function setField(fields: Fields, key: string, value: unknown): void {
  // `defineProperty` would turn every object into a slow dictionary; only this key needs it.
  if (key !== "__proto__") fields[key] = value;
  else
    Object.defineProperty(fields, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
}
