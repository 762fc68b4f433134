/**
 * Where the sessions list's times come from (decision 1715): a sub-agent trace's file-name
 * time is its save, at the end of the turn; its start is what its usage records say; a
 * file's mtime on this machine is said to be that and sorts after every recorded time.
 * Over the real fast-agent files, copied (so their mtimes are now, as a copy's are).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionEnd, sessionStart } from "../../src/model/session-times";
import { createFastAgentSource } from "./fast-agent-source";
import { historyJson, userMessage } from "../testing/fast-agent-files";

const REAL = join(import.meta.dirname, "../../fixtures/fast-agent/real");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tracelens-times-"));
  cpSync(REAL, join(dir, "real"), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a sub-agent trace's times", () => {
  it("the file-name time is its save; the start is its first usage record less that call", async () => {
    const list = await createFastAgentSource(
      join(
        dir,
        "real",
        "repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json",
      ),
    ).listSessions();
    const trace = list.sessions[0]!;
    expect(sessionEnd(trace)).toMatchObject({
      label: "Saved",
      source: "file name",
      naive: "2026-01-20T11:50:39.000000",
    });
    // First assistant message: usage timestamp 1768909835.5832038, duration_ms 560.45.
    const start = sessionStart(trace)!;
    expect(start).toMatchObject({ label: "Started", source: "recorded" });
    expect(start.utcMs).toBeCloseTo(1768909835583 - 560.45, 0);
    expect(new Date(start.utcMs!).toISOString()).toBe(
      "2026-01-20T11:50:35.022Z",
    );
  });
});

describe("the list's order and the file's mtime", () => {
  it("sorts copied files known only by their mtime after the recorded ones, and says so", async () => {
    const list = await createFastAgentSource(join(dir, "real")).listSessions();
    const ends = list.sessions.map((s) => [s.id, sessionEnd(s)?.source]);
    expect(ends.slice(0, 4)).toEqual([
      ["repo-root__ripgrep_search[1]-2026-01-22-11-07-46", "file name"],
      ["repo-root__ripgrep_search[1]-2026-01-21-16-17-26", "file name"],
      ["repo-root__ripgrep_search[1]-2026-01-20-20-28-49", "file name"],
      ["repo-root__ripgrep_search[1]-2026-01-20-11-50-39", "file name"],
    ]);
    // No recorded time in these three: after the others, in the order the copy wrote them.
    expect(ends.slice(4).sort()).toEqual([
      ["examples__workflows-md__hf-api-agent__conv1", "file modified"],
      ["repo-root__25_11_29_00_46-conversation", "file modified"],
      ["tests__integration__prompt-server__multipart", "file modified"],
    ]);
    const copied = list.sessions[4]!;
    expect(copied.lastActivity).toBeNull();
    expect(sessionEnd(copied)?.label).toBe("Modified");
  });

  it("a session folder without session.json ends at its messages' recorded times, not its mtime", async () => {
    const folder = join(dir, "no-json", "sessions", "2604201140-Rec0rd");
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, "history_dev.json"),
      historyJson([
        { ...userMessage("hi"), timestamp: "2026-04-20T09:41:02.000000Z" },
        {
          role: "assistant",
          content: [{ type: "text", text: "hello" }],
          stop_reason: "endTurn",
          timestamp: "2026-04-20T09:41:09.500000Z",
        },
      ]),
    );
    const [summary] = (
      await createFastAgentSource(join(dir, "no-json")).listSessions()
    ).sessions;
    expect(summary!.modifiedAt).not.toBeNull();
    expect(sessionStart(summary!)).toMatchObject({
      label: "Created",
      source: "session id",
      isMinute: true,
    });
    expect(sessionEnd(summary!)).toMatchObject({
      label: "Last recorded",
      source: "recorded",
      utcMs: Date.parse("2026-04-20T09:41:09.500Z"),
    });
  });
});
