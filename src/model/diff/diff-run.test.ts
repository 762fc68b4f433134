import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeToolStep,
  makeTrace,
  type WireStep,
} from "../testing/builders";
import { diffRuns, type RunDiff } from "./diff-run";

const search = (after: string) =>
  makeToolStep("google_gmail/search", {
    parameters: { query: `label:policies after:${after}`, maxResults: 50 },
  });
const consult = (role: string, error: string | null = null) =>
  makeToolStep("system/consult_for_role", {
    parameters: { role },
    status: error ? "ERROR" : "SUCCESS",
    error,
  });
const memory = () =>
  makeToolStep("system/memory_search", {
    parameters: { query: "policies watermark" },
  });
const run = (steps: WireStep[]) =>
  makeTrace([
    makeStep({
      displayName: "Agent",
      steps: [
        makeLlmStep({
          llm: {
            systemInstructions: [
              { role: "system", content: "Process at most 20." },
            ],
            llmMessages: [{ role: "user", content: "Run the batch." }],
          },
          steps,
        }),
      ],
    }),
  ]);

const statusOf = (diff: RunDiff, key: string) =>
  diff.nodes[diff.byKey.get(key)!]!.status;

describe("diffRuns", () => {
  // left (previous):  memory  search(08/05)  consult(advisor ✓)
  // right (this run): memory  search(08/06)  consult(advisor ✗)  consult(underwriter)
  const left = run([memory(), search("2026/08/05"), consult("advisor")]);
  const right = run([
    memory(),
    search("2026/08/06"),
    consult("advisor", "addressing_failed: role 'advisor' no_match"),
    consult("underwriter"),
  ]);
  const diff = diffRuns(left, right);

  it("marks the first paired step whose inputs moved as the first divergence", () => {
    expect(diff.firstDivergence).not.toBeNull();
    expect(diff.nodes[diff.firstDivergence!]!.right!.path).toBe("1.1.2");
    expect(statusOf(diff, "r:1.1.2")).toBe("changed");
  });

  it("gives unpaired steps of this run 'added' and fully equal pairs 'same'", () => {
    expect(statusOf(diff, "r:1.1.4")).toBe("added");
    expect(statusOf(diff, "r:1.1.1")).toBe("same");
    expect(statusOf(diff, "r:1.1")).toBe("same");
    expect(diff.counts).toEqual({ same: 3, changed: 2, added: 1, removed: 0 });
  });

  it("calls a pair with equal inputs and a different status and error 'changed', and says so", () => {
    const node = diff.nodes[diff.byKey.get("r:1.1.3")!]!;
    expect(node.status).toBe("changed");
    expect(node.differs).toEqual(["status", "error"]);
    expect(diff.nodes[diff.byKey.get("r:1.1")!]!.hasChangedDescendant).toBe(
      true,
    );
    expect(diff.changeStops).toContain(diff.byKey.get("r:1.1.3"));
    expect(diff.nodes[diff.firstResultChange!]!.key).toBe("r:1.1.3");
  });

  it("lists the errors of each side, and says when the other run failed there too", () => {
    expect(diff.errors.left).toEqual([]);
    expect(diff.errors.right).toHaveLength(1);
    expect(diff.errors.right[0]!.step.path).toBe("1.1.3");
    expect(diff.errors.right[0]!.aligned?.isError).toBe(false);
    expect(diff.errors.right[0]!.sameErrorElsewhere).toBeNull();

    const failing = () => consult("advisor", "no_match");
    const repeat = diffRuns(
      run([search("a"), failing()]),
      run([search("a"), failing()]),
    );
    expect(repeat.errors.right[0]!.aligned?.path).toBe("1.1.2");
    expect(repeat.errors.right[0]!.aligned?.isError).toBe(true);
    expect(repeat.errors.left[0]!.aligned?.path).toBe("1.1.2");
  });

  it("prefers the aligned step, and names a same error elsewhere by where it is", () => {
    // other: 1.1.1 consult ok, 1.1.2 memory, 1.1.3 consult no_match
    // this:  1.1.1 consult no_match, 1.1.2 memory
    const failing = () => consult("advisor", "no_match");
    const elsewhere = diffRuns(
      run([consult("advisor"), memory(), failing()]),
      run([failing(), memory()]),
    );
    const [error] = elsewhere.errors.right;
    expect(error!.aligned?.path).toBe("1.1.1");
    expect(error!.aligned?.isError).toBe(false);
    expect(error!.sameErrorElsewhere?.path).toBe("1.1.3");
  });

  it("visits changed rows and the top of each added or removed subtree as changes", () => {
    const withSubtree = diffRuns(
      run([search("a")]),
      run([
        search("b"),
        makeStep({ displayName: "Batch", steps: [memory(), memory()] }),
      ]),
    );
    const stops = withSubtree.changeStops.map((i) => withSubtree.nodes[i]!.key);
    expect(stops).toEqual(["r:1.1.1", "r:1.1.2"]);
    expect(withSubtree.counts.added).toBe(3);
  });

  it("keys removed rows by their left path", () => {
    const removed = diffRuns(run([memory(), search("a")]), run([search("a")]));
    expect(statusOf(removed, "l:1.1.1")).toBe("removed");
    expect(removed.firstDivergence).toBeNull();
    expect(removed.changeStops).toEqual([removed.byKey.get("l:1.1.1")]);
  });

  describe("a pair with equal inputs", () => {
    const returning = (result: unknown) =>
      makeToolStep("system/memory_search", {
        parameters: { query: "watermark" },
        result: { jsonValue: result },
      });

    it("is not 'same' when its result differs: it is changed, names the result, and is the first result change", () => {
      const moved = diffRuns(
        run([returning({ rows: 21 }), search("a")]),
        run([returning({ rows: 3 }), search("b")]),
      );
      const node = moved.nodes[moved.byKey.get("r:1.1.1")!]!;
      expect(node.status).toBe("changed");
      expect(node.differs).toEqual(["result"]);
      expect(moved.firstResultChange).toBe(moved.byKey.get("r:1.1.1"));
      // The first divergence is still the first pair whose inputs differ.
      expect(moved.nodes[moved.firstDivergence!]!.key).toBe("r:1.1.2");
      expect(moved.changeStops).toEqual([
        moved.byKey.get("r:1.1.1"),
        moved.byKey.get("r:1.1.2"),
      ]);
      expect(moved.counts.changed).toBe(2);
    });

    it("is 'same' only when inputs, result, status and error all match", () => {
      const equal = diffRuns(
        run([returning({ rows: 21 })]),
        run([returning({ rows: 21 })]),
      );
      expect(equal.counts).toMatchObject({ changed: 0 });
      expect(equal.firstResultChange).toBeNull();
    });

    it("is changed when only the reasoning of an LLM step differs", () => {
      const thinking = (reasoning: string) =>
        makeTrace([
          makeLlmStep({
            llm: {
              llmMessages: [{ role: "user", content: "Save it." }],
              reasoningBlocks: [reasoning],
            },
          }),
        ]);
      const node = diffRuns(thinking("save to a.md"), thinking("save to b.md"))
        .nodes[0]!;
      expect(node.status).toBe("changed");
      expect(node.differs).toEqual(["reasoning"]);
    });
  });

  it("does not count key order or escaping in parameters as a change", () => {
    const a = makeTrace([
      makeToolStep("system/spawn_subtasks", {
        parameters: { prompts: JSON.stringify(["שלום", "b"]), n: 2 },
      }),
    ]);
    const b = makeTrace([
      makeToolStep("system/spawn_subtasks", {
        parameters: { n: 2, prompts: '["\\u05e9\\u05dc\\u05d5\\u05dd", "b"]' },
      }),
    ]);
    expect(diffRuns(a, b).counts).toEqual({
      same: 1,
      changed: 0,
      added: 0,
      removed: 0,
    });
  });
});
