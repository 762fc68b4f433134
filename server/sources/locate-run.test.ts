import { describe, expect, it } from "vitest";
import { agentIdsOf, createRunLocator } from "./locate-run";
import { SourceError } from "./source-error";

/** A fake API: `owners` maps run ids to agents; `failing` agents answer with that error. */
function fakeApi(
  owners: Record<string, string>,
  failing: Record<string, SourceError> = {},
) {
  const calls: string[] = [];
  return {
    calls,
    deps: {
      listAgentIds: () =>
        Promise.resolve(["alpha", "beta", "gamma", "delta", "epsilon"]),
      getRun: (agentId: string, runId: string) => {
        calls.push(`${agentId}/${runId}`);
        if (failing[agentId]) return Promise.reject(failing[agentId]);
        return owners[runId] === agentId
          ? Promise.resolve({ id: runId, agentId })
          : Promise.reject(new SourceError("not_found", "no such record"));
      },
    },
  };
}

describe("createRunLocator", () => {
  it("asks the hinted agent first and stops there when it owns the run", async () => {
    const api = fakeApi({ r1: "gamma" });
    expect(await createRunLocator(api.deps)("r1", "gamma")).toBe("gamma");
    expect(api.calls).toEqual(["gamma/r1"]);
  });

  it("scans every agent when the hint is wrong or absent", async () => {
    const api = fakeApi({ r1: "epsilon" });
    expect(await createRunLocator(api.deps)("r1", "alpha")).toBe("epsilon");
    expect(api.calls.filter((call) => call === "alpha/r1")).toHaveLength(1);
  });

  it("remembers an owner, so the second lookup asks nobody", async () => {
    const api = fakeApi({ r1: "beta" });
    const locate = createRunLocator(api.deps);
    await locate("r1");
    const before = api.calls.length;
    expect(await locate("r1")).toBe("beta");
    expect(api.calls).toHaveLength(before);
  });

  it("finds the owner even when another agent fails with a server error", async () => {
    const api = fakeApi(
      { r1: "delta" },
      { beta: new SourceError("upstream_error", "503") },
    );
    expect(await createRunLocator(api.deps)("r1")).toBe("delta");
  });

  it("says not_found when no agent has the run", async () => {
    const api = fakeApi({});
    await expect(createRunLocator(api.deps)("r9")).rejects.toMatchObject({
      code: "not_found",
      message: expect.stringContaining("asked 5 agent(s)") as string,
    });
  });

  it("reports the real failure when agents failed and none answered", async () => {
    const denied = new SourceError("unauthorized", "token rejected");
    const api = fakeApi({ r1: "alpha" }, { alpha: denied });
    await expect(createRunLocator(api.deps)("r1")).rejects.toBe(denied);
  });
});

describe("agentIdsOf", () => {
  it("reads an agents array or an {items} page, skipping entries without an id", () => {
    expect(agentIdsOf([{ id: "a" }, { name: "x" }, { id: "b" }])).toEqual([
      "a",
      "b",
    ]);
    expect(agentIdsOf({ items: [{ id: "c" }] })).toEqual(["c"]);
    expect(agentIdsOf(null)).toEqual([]);
  });
});
