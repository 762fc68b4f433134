import { describe, expect, it } from "vitest";
import { normalizeFruxonRecord } from "../../model/normalize/fruxon-record";
import { makeSummary } from "../../model/testing/builders";
import recordList from "../../../fixtures/fruxon/record-list.json";
import rejectedRecord from "../../../fixtures/fruxon/record.rejected.json";
import { toRunRowView } from "./run-row-view";

const NOW = 1_786_000_000_000;

describe("toRunRowView: the customer", () => {
  it("is the name the record's trigger gives", () => {
    const row = toRunRowView(normalizeFruxonRecord(recordList.items[0]), NOW);
    expect(row.customer).toEqual({ name: "María Fernández" });
  });

  it("is the participant id when the trigger names nobody else", () => {
    const run = makeSummary({
      trigger: {
        type: "API",
        participantId: "2ecac2a5-d5ce-490c-b7d0-539fbc80f2eb",
      },
    });
    expect(toRunRowView(run, NOW).customer).toEqual({
      id: "2ecac2a5-d5ce-490c-b7d0-539fbc80f2eb",
    });
  });

  it("is not guessed when the record names nobody (a schedule, a sub-task)", () => {
    const scheduled = makeSummary({
      subject: "Dana Levi · policy email batch",
      trigger: {
        type: "SCHEDULE",
        participantId: null,
        participantDisplayName: " ",
      },
    });
    expect(toRunRowView(scheduled, NOW).customer).toBeNull();
    expect(toRunRowView(makeSummary({}), NOW).customer).toBeNull();
  });
});

describe("toRunRowView: a REJECTED run", () => {
  it("did not run: no span, no tokens, the cost as the record gives it", () => {
    const row = toRunRowView(normalizeFruxonRecord(rejectedRecord), NOW);
    expect(row.neverRan).toBe(true);
    expect(row.spanText).toBe("not run");
    expect(row.tokensText).toBe("not run");
    expect(row.tokensPhrase).toBe("not run");
    expect(row.isOpen).toBe(false);
  });

  it("keeps a token count its record does report", () => {
    const row = toRunRowView(
      makeSummary({ status: "REJECTED", inputTokens: 1200, outputTokens: 0 }),
      NOW,
    );
    expect(row.spanText).toBe("not run");
    expect(row.tokensText).toBe("1,200");
  });

  it("leaves a run that ran as before", () => {
    const row = toRunRowView(makeSummary({}), NOW);
    expect(row).toMatchObject({
      neverRan: false,
      spanText: "1m 00s",
      tokensText: "120",
      tokensPhrase: "120 tokens",
    });
  });
});
