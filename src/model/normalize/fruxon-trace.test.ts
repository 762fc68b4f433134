import { describe, expect, it } from "vitest";
import waitingConsult from "../../../fixtures/saved-runs/waiting-consult-fan-out.json";
import legacyTrace from "../../../fixtures/saved-runs/legacy-bare-trace-unknown-type.json";
import { normalizeFruxonTrace } from "./fruxon-trace";
import { makeStep, makeToolStep, makeWireTrace } from "../testing/builders";
import { WireFormatError } from "./wire-error";

describe("normalizeFruxonTrace — new generation envelope", () => {
  const trace = normalizeFruxonTrace(waitingConsult);

  it("reads the envelope: status, run type, root id and what the run waits on", () => {
    expect(trace.generation).toBe("envelope");
    expect(trace.status).toBe("WAITING_FOR_ASYNC");
    expect(trace.runType).toBe("ROOT");
    expect(trace.waitingFor).toMatchObject({
      kind: "CONSULT",
      displayName: "Dana Levi",
      participantKind: "PERSON",
      waitingSince: 1785999774196,
      expiresAt: 1786433573679,
    });
  });

  it("treats endTime 0 as open, not as the epoch", () => {
    expect(trace.startTime).toBe(1785999700000);
    expect(trace.endTime).toBeNull();
  });

  it("numbers steps with dotted paths as the CLI prints them", () => {
    expect(trace.steps.map((step) => step.path)).toEqual([
      "1",
      "1.1",
      "1.1.1",
      "1.1.2",
      "1.1.2.1",
      "1.1.2.2",
      "1.1.3",
      "1.1.4",
    ]);
    expect(trace.byPath.get("1.1.3")).toBe(6);
    expect(trace.steps[6]!.parent).toBe(1);
    expect(trace.steps[1]!.children).toEqual([2, 3, 6, 7]);
    expect(trace.roots).toEqual([0]);
  });

  it("reads tool identity, parameters, resultDelivery and the sibling result", () => {
    const search = trace.steps[2]!;
    expect(search.kind).toBe("TOOL");
    expect(search.tool?.tool?.label).toBe("google_gmail/search");
    expect(search.tool?.parameters).toEqual({
      query: "label:policies is:unread",
      maxResults: 20,
    });
    expect(search.tool?.resultDelivery).toEqual({
      originalChars: 48211,
      deliveredChars: 12000,
      offloaded: true,
      projected: true,
    });
    expect(search.result?.jsonValue).toMatchObject({
      messages: [{ id: "m-1" }, { id: "m-2" }],
    });
    expect(search.durationMs).toBe(4800);
  });

  it("marks ERROR steps, keeps their error text and lists them in pre-order", () => {
    const consult = trace.steps[6]!;
    expect(consult.isError).toBe(true);
    expect(consult.error).toBe("addressing_failed: role 'advisor' no_match");
    expect(trace.errorIndexes).toEqual([6]);
  });

  it("reads the LLM step: model, tokens, reasoning blocks, instructions, messages, tools", () => {
    const llm = trace.steps[1]!;
    expect(llm.kind).toBe("LLM_STEP");
    expect(llm.llm?.model).toBe("gemini-2.5-flash");
    expect(llm.llm?.tokens).toEqual({
      input: 18250,
      output: 940,
      cached: 12000,
      thinking: 610,
    });
    expect(llm.llm?.reasoningBlocks).toHaveLength(2);
    expect(llm.llm?.reasoningBlocks[0]).toMatch(/spawning one sub-task each/);
    expect(llm.llm?.systemInstructions.map((m) => m.role)).toEqual([
      "system",
      "system",
    ]);
    expect(llm.llm?.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(llm.llm?.tools.map((t) => t.label)).toEqual([
      "google_gmail/search",
      "system/spawn_subtasks",
      "system/consult_for_role",
    ]);
  });

  it("reports an open step duration as unknown rather than zero", () => {
    const open = trace.steps[7]!;
    expect(open.endTime).toBeNull();
    expect(open.durationMs).toBeNull();
  });
});

describe("normalizeFruxonTrace — old generation", () => {
  const trace = normalizeFruxonTrace(legacyTrace);

  it("accepts the bare trace object without an envelope", () => {
    expect(trace.generation).toBe("bare");
    expect(trace.status).toBeNull();
    expect(trace.agentId).toBe("legacy_importer");
    expect(trace.steps).toHaveLength(5);
  });

  it('keeps type "Unknown" visible but infers the kind from the payload', () => {
    const [flow, llm, tool, subAgent, mystery] = trace.steps;
    expect(flow!.type).toBe("UNKNOWN");
    expect(flow!.kind).toBe("OTHER");
    expect(llm!.kind).toBe("LLM_STEP");
    expect(tool!.kind).toBe("TOOL");
    expect(tool!.tool?.toolType).toBeNull();
    expect(subAgent!.tool?.toolType).toBe("AGENT_TOOL");
    expect(mystery!.type).toBe("CHECKPOINT");
    expect(mystery!.kind).toBe("OTHER");
  });

  it("has no status on old steps and so no errors", () => {
    expect(
      trace.steps.every((step) => step.status === null && !step.isError),
    ).toBe(true);
  });
});

describe("normalizeFruxonTrace — bad and unusual input", () => {
  it("rejects a payload that is neither shape, naming what it expected", () => {
    expect(() => normalizeFruxonTrace({ steps: [] })).toThrow(WireFormatError);
    expect(() => normalizeFruxonTrace([])).toThrow(/expected a JSON object/);
  });

  it("keeps a malformed step, with a problem noted, and still reads its siblings and children", () => {
    const good = makeToolStep("google_gmail/search");
    const child = makeStep({ displayName: "Inner" });
    const bad = { displayName: "Broken", duration: "long", steps: [child] };
    const trace = normalizeFruxonTrace(makeWireTrace([bad as never, good]));
    expect(trace.steps.map((step) => step.name)).toEqual([
      "Broken",
      "Inner",
      "search",
    ]);
    expect(trace.steps[0]!.problems[0]).toMatch(/duration/);
    expect(trace.problems).toHaveLength(1);
  });

  it("keeps unknown step types and unknown fields", () => {
    const trace = normalizeFruxonTrace(
      makeWireTrace([
        makeStep({
          type: "HITL_GATE",
          displayName: "Approval",
          novel: { a: 1 },
        }),
      ]),
    );
    expect(trace.steps[0]!.type).toBe("HITL_GATE");
    expect(trace.steps[0]!.kind).toBe("OTHER");
    expect((trace.steps[0]!.raw as Record<string, unknown>).novel).toEqual({
      a: 1,
    });
  });

  it("marks a step behind a human gate with the gate's decision, or that none is recorded", () => {
    const gate = (fields: Record<string, unknown>) => ({
      requestId: "363707cf-1919-4d12-9440-a5c827fd07ae",
      gateType: "TOOL_FLOW_STEP",
      requestedAt: 1796177873194,
      ...fields,
    });
    const trace = normalizeFruxonTrace(
      makeWireTrace([
        makeStep({
          status: "SUCCESS",
          hitlTrace: gate({ respondedAt: 1796178245194, decision: "REJECT" }),
        }),
        makeStep({ hitlTrace: gate({ respondedAt: null, decision: null }) }),
        makeStep({
          hitlTrace: gate({
            respondedAt: 1796178245194,
            decision: "UNSPECIFIED",
          }),
        }),
        makeStep({ hitlTrace: null }),
      ]),
    );
    expect(trace.steps.map((step) => step.tags)).toEqual([
      ["human gate: REJECT"],
      ["human gate: no answer recorded"],
      ["human gate"],
      [],
    ]);
    // The status stays what the wire says.
    expect(trace.steps[0]!.status).toBe("SUCCESS");
  });

  it("accepts PascalCase statuses and enums", () => {
    const trace = normalizeFruxonTrace(
      makeWireTrace(
        [makeStep({ type: "LlmStep", status: "Error", error: "boom" })],
        {
          status: "WaitingForAsync",
        },
      ),
    );
    expect(trace.status).toBe("WAITING_FOR_ASYNC");
    expect(trace.steps[0]!.type).toBe("LLM_STEP");
    expect(trace.steps[0]!.isError).toBe(true);
  });

  it("walks a very deep tree without recursion", () => {
    let step = makeStep({ displayName: "leaf" });
    for (let depth = 0; depth < 20_000; depth++)
      step = makeStep({ steps: [step] });
    const trace = normalizeFruxonTrace(makeWireTrace([step]));
    expect(trace.steps).toHaveLength(20_001);
    expect(trace.steps[20_000]!.depth).toBe(20_000);
  });
});
