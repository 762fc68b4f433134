import { describe, expect, it } from "vitest";
import bedrock from "../../../fixtures/fast-agent/real/repo-root__bedrock.jsonl?raw";
import sampling from "../../../fixtures/fast-agent/real/tests__e2e__sampling__fastagent.jsonl?raw";
import { describeNonHistory } from "./fast-agent-file-kind";

const LOGS: Record<string, string> = {
  "repo-root__bedrock.jsonl": bedrock,
  "tests__e2e__sampling__fastagent.jsonl": sampling,
};
const head = (name: string) => LOGS[name]!.slice(0, 64 * 1024);

describe("describeNonHistory", () => {
  it.each([
    "repo-root__bedrock.jsonl",
    "tests__e2e__sampling__fastagent.jsonl",
  ])("recognises the real event log %s and says to give its folder", (name) => {
    expect(describeNonHistory(name, head(name))).toMatch(
      /^this is a fast-agent event log .*give the folder it is in/,
    );
  });

  it("recognises a log of a single line, as a fresh session leaves it", () => {
    const firstLine = head("repo-root__bedrock.jsonl").split("\n")[0]!;
    expect(describeNonHistory("fast-agent-log.jsonl", firstLine)).toMatch(
      /^this is a fast-agent event log/,
    );
  });

  it("recognises a Codex-style export, a text save and other JSON lines", () => {
    expect(
      describeNonHistory(
        "2608181423-Kob2h3__dev__codex.jsonl",
        '{"type":"session_meta","payload":{"id":"x"}}\n{"type":"response_item","payload":{}}\n',
      ),
    ).toMatch(/Codex-style JSONL export/);
    expect(
      describeNonHistory("notes.md", "---USER\nhello\n---ASSISTANT\nhi\n"),
    ).toMatch(/\/save in text form/);
    expect(describeNonHistory("rows.jsonl", '{"a":1}\n{"a":2}\n')).toMatch(
      /JSON-lines file, not a fast-agent history/,
    );
  });

  it("leaves broken JSON that is none of these to the JSON error", () => {
    expect(
      describeNonHistory("history_dev.json", '{"messages": [\n'),
    ).toBeNull();
  });
});
