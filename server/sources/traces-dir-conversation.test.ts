/**
 * Saved conversation JSON in a `--traces` folder is recognised by content — whatever the
 * file names, raw API pages, bare arrays or the CLI's `{data: …}` wrapping — and answers
 * the conversation calls; a folder without it says which command to save.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTracesDirSource } from "./traces-dir-source";

const TOPIC = "4f2b8c1e-7d3a-4e59-9b61-0c8d2e7f1a34";
const fixture = (name: string) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, "../../fixtures/fruxon", name),
      "utf8",
    ),
  ) as { items?: unknown[] };

let dir: string;
let empty: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tracelens-conversation-"));
  empty = mkdtempSync(join(tmpdir(), "tracelens-no-conversation-"));
  const save = (name: string, value: unknown) =>
    writeFileSync(join(dir, name), JSON.stringify(value));
  save("a.json", { ok: true, data: fixture("topic-messages.json") });
  save("b.json", fixture("topic-sessions.json").items);
  save("c.json", fixture("inbound-messages.withheld.json"));
  save("d.json", fixture("escalation-history.json"));
  save("e.json", fixture("escalation-policy.json"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

describe("saved conversation in a traces folder", () => {
  it("links turns to their topic through the saved sessions, newest first, paged", async () => {
    const source = createTracesDirSource(dir);
    const page = (await source.listTopicMessages("store_support", TOPIC, {
      pageSize: 3,
    })) as { items: { id: string }[]; nextPageToken: string | null };
    expect(page.items.map((turn) => turn.id)).toEqual([
      "msg_01J9Y4T7Q2M8K3",
      "msg_01J9Y4T2C6H1N0",
      "msg_01J9Y3Z8V5R4D7",
    ]);
    const next = (await source.listTopicMessages("store_support", TOPIC, {
      pageSize: 3,
      cursor: page.nextPageToken!,
    })) as { items: unknown[] };
    expect(next.items).toHaveLength(1);
    expect(await source.getTopic("store_support", TOPIC)).toMatchObject({
      id: TOPIC,
    });
  });

  it("answers sessions, withheld messages, takeovers and the policy, and lists no runs from them", async () => {
    const source = createTracesDirSource(dir);
    expect(
      await source.listTopicSessions("store_support", TOPIC),
    ).toMatchObject({
      items: [{ endCause: "CONSOLE_ALREADY_RESOLVED" }, { state: "RUNNING" }],
    });
    expect(
      await source.listInboundMessages({
        agentId: "store_support",
        delivery: "WITHHELD",
      }),
    ).toMatchObject({ totalCount: 2 });
    expect(
      await source.listTakeovers("store_support", "+1 (555) 010-4477"),
    ).toMatchObject({ totalCount: 2 });
    expect(await source.getEscalationPolicy("store_support")).toMatchObject({
      mode: "BRIDGE",
    });
    expect(await source.listAgents()).toEqual([]);
  });

  it("names the CLI command to save for each part a folder does not hold", async () => {
    const source = createTracesDirSource(empty);
    const answers = [
      await source.getTopic("store_support", TOPIC),
      await source.listTopicMessages("store_support", TOPIC, { pageSize: 50 }),
      await source.listTopicSessions("store_support", TOPIC),
      await source.listInboundMessages({ agentId: "store_support" }),
      await source.listTakeovers("store_support", "+15550104477"),
      await source.getEscalationPolicy("store_support"),
    ] as { unavailable: { reason: string; command: string } }[];
    expect(answers.map((answer) => answer.unavailable.reason)).toEqual(
      Array(6).fill("not_saved"),
    );
    expect(
      answers.map((answer) =>
        answer.unavailable.command.split(" ").slice(0, 3).join(" "),
      ),
    ).toEqual([
      "fruxon agents topics",
      "fruxon agents topics",
      "fruxon agents topics",
      "fruxon messages list",
      "fruxon escalations history",
      "fruxon escalations policy",
    ]);
  });
});
