import { describe, expect, it } from "vitest";
import {
  assetReplayCommands,
  sandboxForkCommands,
  shortenQuery,
} from "./replay-commands";

const search = (
  query: string,
  knowledgeBaseId: string | null = "kb_home_2026",
) => ({
  path: "1.1.1",
  query,
  knowledgeBaseId,
  knowledgeBaseFrom: "system-instructions" as const,
  mode: null,
  hitCount: 3,
});

describe("knowledge search replay", () => {
  it("offers the query as sent, shortened, --explain and --mode VECTOR, quoted as one word", () => {
    const commands = assetReplayCommands(
      search(
        "is water damage in the basement storage unit covered by my policy",
      ),
    );
    expect(commands.map((c) => c.command)).toEqual([
      "fruxon assets search kb_home_2026 -q 'is water damage in the basement storage unit covered by my policy'",
      "fruxon assets search kb_home_2026 -q 'water damage basement storage'",
      "fruxon assets search kb_home_2026 -q 'is water damage in the basement storage unit covered by my policy' --explain",
      "fruxon assets search kb_home_2026 -q 'is water damage in the basement storage unit covered by my policy' --mode VECTOR",
    ]);
  });

  it("keeps a hostile query inert and offers nothing for a knowledge base that is not an id", () => {
    const [first] = assetReplayCommands(search("x'; rm -rf ~; echo '$(id)"));
    expect(first!.command).toBe(
      "fruxon assets search kb_home_2026 -q 'x'\\''; rm -rf ~; echo '\\''$(id)'",
    );
    expect(assetReplayCommands(search("flood", "kb; curl evil"))).toEqual([]);
    expect(assetReplayCommands(search("flood", null))).toEqual([]);
  });

  it("does not shorten a query that is short already", () => {
    expect(shortenQuery("basement flood cover")).toBeNull();
  });
});

describe("sandbox fork", () => {
  it("fills the ids into the §10 commands", () => {
    const commands = sandboxForkCommands({
      agentId: "coverage_helpdesk",
      topicId: "t-1",
      messageId: "m-9",
    });
    expect(commands.map((c) => c.command)).toContain(
      "fruxon agents sandbox fork coverage_helpdesk t-1 m-9 --send --draft -o id",
    );
    expect(commands.at(-1)!.command).toBe(
      'fruxon agents sandbox stream coverage_helpdesk "$(fruxon agents sandbox fork coverage_helpdesk t-1 m-9 --send --draft -o id)"',
    );
  });

  it("offers nothing when an id is not an id", () => {
    expect(
      sandboxForkCommands({ agentId: "a", topicId: "t; rm", messageId: "m" }),
    ).toEqual([]);
  });
});
