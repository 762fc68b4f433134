/**
 * `--sessions PATH`: every accepted shape of path (a sessions folder, a home, a workspace,
 * one session folder, one history file), every session.json version, child sessions,
 * trajectories, compacted archives, `_previous` saves, sub-agent traces listed under the
 * session they fall within, log lines of a session's window — and broken files reported
 * by name and position while the rest loads, and nothing outside the folder read.
 */
import {
  cpSync,
  readFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeLogLine } from "../../src/model/normalize/fast-agent-log";
import { readHistoryMessages } from "../../src/model/normalize/fast-agent-message";
import { sessionStateOf } from "../../src/model/session-state";
import { historyTokens } from "../../src/model/stats/history-stats";
import { DEMO_SESSIONS, DEMO_SESSIONS_DIR } from "../demo/demo-sessions";
import { createFastAgentSource } from "./fast-agent-source";
import { SourceError } from "./source-error";
import {
  historyJson,
  sessionJsonV4,
  userMessage,
} from "../testing/fast-agent-files";

const REAL = join(import.meta.dirname, "../../fixtures/fast-agent/real");
const demo = createFastAgentSource(DEMO_SESSIONS_DIR, { label: "Demo" });

let dir: string;
let outside: string;
const history = historyJson;
const user = userMessage;
const v4 = sessionJsonV4;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tracelens-sessions-"));
  outside = mkdtempSync(join(tmpdir(), "tracelens-outside-"));
  // A workspace: .fast-agent/sessions/…, sub-agent traces and the old log in the cwd.
  const sessions = join(dir, "ws", ".fast-agent", "sessions");
  const parent = join(sessions, "2608181423-Kob2h3");
  mkdirSync(join(parent, "children", "2608181425-Ch1ld0"), { recursive: true });
  mkdirSync(join(parent, "trajectories"), { recursive: true });
  writeFileSync(join(parent, "session.json"), v4("2608181423-Kob2h3"));
  writeFileSync(join(parent, "history_dev.json"), history([user("hello")]));
  writeFileSync(
    join(parent, "compacted_20260818-122905_dev.json"),
    history([user("old")]),
  );
  writeFileSync(join(parent, ".session.lock"), '{"pid": 1}');
  writeFileSync(join(parent, ".history_dev.json.tmp.1.json"), "{");
  writeFileSync(
    join(parent, "trajectories", "toolu_01AbC__worker.json"),
    JSON.stringify({
      schema_version: 1,
      agent_name: "worker[1]",
      parent_tool_call_id: "toolu_01AbC",
      messages: [user("sub")],
    }),
  );
  writeFileSync(
    join(parent, "children", "2608181425-Ch1ld0", "session.json"),
    v4("2608181425-Ch1ld0", {
      execution: {
        resumable: false,
        status: "completed",
        child_link: {
          parent_session_id: "2608181423-Kob2h3",
          parent_agent_name: "dev",
          parent_tool_call_id: "toolu_01AbC",
          tool_name: "subagent",
        },
      },
    }),
  );
  writeFileSync(
    join(
      parent,
      "children",
      "2608181425-Ch1ld0",
      "history_dev01_find_files.json",
    ),
    history([user("child")]),
  );
  // A session whose history is cut short, and a folder without session.json.
  const broken = join(sessions, "2608190900-Br0ken");
  mkdirSync(broken);
  writeFileSync(join(broken, "session.json"), v4("2608190900-Br0ken"));
  writeFileSync(
    join(broken, "history_dev.json"),
    '{"messages": [{"role": "user", "content": [',
  );
  const bare = join(sessions, "my acp session");
  mkdirSync(bare);
  writeFileSync(join(bare, "history_dev.json"), history([user("no metadata")]));
  cpSync(
    join(REAL, "repo-root__ripgrep_search[1]-2026-01-21-16-17-26.json"),
    join(dir, "ws", "ripgrep_search[1]-2026-08-18-14-27-12.json"),
  );
  writeFileSync(join(dir, "ws", "package.json"), '{"name": "not a history"}');
  writeFileSync(
    join(dir, "ws", "fastagent.jsonl"),
    [
      '{"level":"INFO","timestamp":"2026-08-18T14:20:00.000001","namespace":"x","message":"before the session"}',
      '{"level":"ERROR","timestamp":"2026-08-18T14:25:31","namespace":"x","message":"during","data":{"data":{"agent_name":"dev"}}}',
      "not json",
    ].join("\n"),
  );
  writeFileSync(
    join(outside, "history_secret.json"),
    history([user("secret")]),
  );
  symlinkSync(
    join(outside, "history_secret.json"),
    join(parent, "history_leak.json"),
  );
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe("the demo sessions", () => {
  it("lists every session and the trace file, newest activity first", async () => {
    const list = await demo.listSessions();
    expect(list.label).toBe("Demo (4 sessions)");
    expect(list.sessions.map((s) => s.id)).toEqual([
      DEMO_SESSIONS.unanswered.id,
      DEMO_SESSIONS.duplicateUser.id,
      DEMO_SESSIONS.normal.id,
      DEMO_SESSIONS.trace.id,
      DEMO_SESSIONS.previous.id,
    ]);
    expect(list.problems).toEqual([]);
  });

  it("reads each session.json version and the _previous rotation", async () => {
    const { sessions } = await demo.listSessions();
    const byId = new Map(sessions.map((s) => [s.id, s]));
    expect(byId.get(DEMO_SESSIONS.unanswered.id)).toMatchObject({
      schemaVersion: 4,
      status: "running",
      usage: { inputTokens: 8610 },
    });
    expect(byId.get(DEMO_SESSIONS.duplicateUser.id)).toMatchObject({
      schemaVersion: 3,
      pinned: true,
      label: "triage",
    });
    expect(byId.get(DEMO_SESSIONS.normal.id)).toMatchObject({
      schemaVersion: 2,
      title: "session id generation",
    });
    const previous = byId.get(DEMO_SESSIONS.previous.id)!;
    expect(previous).toMatchObject({
      schemaVersion: 1,
      hasPrevious: true,
      createdAtFromName: "2026-03-14T11:02:00.000000",
    });
    expect(
      previous.histories.map((h) => [h.key, h.kind, h.previousKey]),
    ).toEqual([
      ["dev", "history", "dev~previous"],
      ["dev~previous", "previous", null],
    ]);
  });

  it("lists the sub-agent trace under the session it falls within", async () => {
    const detail = await demo.getSession(DEMO_SESSIONS.normal.id);
    expect(detail.traces.map((t) => t.id)).toEqual([DEMO_SESSIONS.trace.id]);
    expect(detail.traces[0]!.withinSessions).toEqual([DEMO_SESSIONS.normal.id]);
    expect(detail.agents[0]).toMatchObject({
      name: "dev",
      model: "claude-sonnet-4-5",
    });
  });

  it("ignores the lock file and the interrupted temp file", async () => {
    const detail = await demo.getSession(DEMO_SESSIONS.unanswered.id);
    expect(detail.summary.histories.map((h) => h.file)).toEqual([
      `sessions/${DEMO_SESSIONS.unanswered.id}/history_dev.json`,
    ]);
  });

  it("serves a history as it is on disk, by session id and key", async () => {
    const json = (await demo.getHistory(
      DEMO_SESSIONS.previous.id,
      "dev~previous",
    )) as { messages: unknown[] };
    expect(json.messages).toHaveLength(8);
    await expect(
      demo.getHistory(DEMO_SESSIONS.previous.id, "../../etc"),
    ).rejects.toThrow(/has no history/);
    await expect(demo.getSession("nope")).rejects.toBeInstanceOf(SourceError);
  });

  it("serves the log lines of a session's window from both log files and both data shapes", async () => {
    const normal = await demo.getLog(DEMO_SESSIONS.normal.id);
    expect(normal.window).toMatchObject({
      basis: "session.json",
      isApproximate: false,
    });
    const lines = normal.lines.map((line, i) => normalizeLogLine(line, i));
    expect(lines.map((line) => line.level)).toEqual([
      "INFO",
      "INFO",
      "INFO",
      "WARNING",
      "ERROR",
      "INFO",
    ]);
    expect(lines[4]!.data).toMatchObject({
      server_name: "filesystem",
      exc_info: true,
    });
    const unanswered = await demo.getLog(DEMO_SESSIONS.unanswered.id);
    expect(
      unanswered.lines.map((line) => normalizeLogLine(line, 0).error),
    ).toContain("ProcessTerminated: process received SIGTERM");
    const trace = await demo.getLog(DEMO_SESSIONS.trace.id);
    expect(trace.window).toMatchObject({
      basis: "trace file name",
      isApproximate: true,
    });
    expect(trace.lines.length).toBeGreaterThan(0);
  });
});

describe("a workspace with children, trajectories, broken files and links out", () => {
  const source = () => createFastAgentSource(join(dir, "ws"));

  it("lists sessions and children, reporting the cut-short history by name and position", async () => {
    const list = await source().listSessions();
    expect(list.label).toMatch(
      /^fast-agent workspace .* \(3 sessions, 1 other JSON file skipped\)$/,
    );
    const ids = list.sessions.map((s) => s.id);
    expect(ids).toContain("2608181423-Kob2h3~2608181425-Ch1ld0");
    expect(ids).toContain("my_acp_session");
    expect(ids).not.toContain("package");
    const broken = list.problems.find((p) =>
      p.file.endsWith("2608190900-Br0ken/history_dev.json"),
    );
    expect(broken?.message).toMatch(
      /not valid JSON: .* at line 1, column \d+ \(position \d+\) — the file ends mid-document/,
    );
    expect(
      list.problems.some(
        (p) =>
          p.file.endsWith("history_leak.json") && /outside/.test(p.message),
      ),
    ).toBe(true);
    expect(list.problems.some((p) => /no session\.json/.test(p.message))).toBe(
      true,
    );
    // The broken session still lists, with its history marked unreadable.
    const brokenSession = list.sessions.find(
      (s) => s.id === "2608190900-Br0ken",
    )!;
    expect(brokenSession.histories[0]!.problem).toMatch(/not valid JSON/);
  });

  it("reads children, trajectories and compacted archives as histories of the session", async () => {
    const detail = await source().getSession("2608181423-Kob2h3");
    expect(detail.summary.histories.map((h) => [h.key, h.kind])).toEqual([
      ["dev", "history"],
      ["compacted~20260818-122905~dev", "compacted"],
      ["trajectory~toolu_01AbC__worker", "trajectory"],
    ]);
    expect(detail.childSessions.map((c) => [c.id, c.kind, c.parentId])).toEqual(
      [["2608181423-Kob2h3~2608181425-Ch1ld0", "child", "2608181423-Kob2h3"]],
    );
    expect(detail.traces.map((t) => t.id)).toEqual([
      "ripgrep_search[1]-2026-08-18-14-27-12",
    ]);
    const trajectory = (await source().getHistory(
      "2608181423-Kob2h3",
      "trajectory~toolu_01AbC__worker",
    )) as { messages: unknown[] };
    expect(trajectory.messages).toHaveLength(1);
  });

  it("refuses to serve a file that does not parse, naming it", async () => {
    await expect(
      source().getHistory("2608190900-Br0ken", "dev"),
    ).rejects.toThrow(
      /sessions\/2608190900-Br0ken\/history_dev\.json: not valid JSON/,
    );
  });

  it("takes the session's log lines only, and reports lines that are not JSON", async () => {
    const log = await source().getLog("2608181423-Kob2h3");
    expect(log.files).toEqual(["fastagent.jsonl"]);
    expect(log.lines.map((line) => normalizeLogLine(line, 0).message)).toEqual([
      "during",
    ]);
    expect(log.problems[0]!.message).toMatch(/^line 3 is not JSON/);
  });
});

describe("a session whose session.json says completed", () => {
  it("is not listed as completed when its history ends on an unanswered tool call", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-state-"));
    const session = join(folder, "2608181423-Stat3x");
    mkdirSync(session);
    writeFileSync(join(session, "session.json"), v4("2608181423-Stat3x"));
    writeFileSync(
      join(session, "history_dev.json"),
      history([
        user("run the tests"),
        {
          role: "assistant",
          content: [],
          tool_calls: {
            toolu_1: {
              method: "tools/call",
              params: { name: "execute", arguments: {} },
            },
          },
          stop_reason: "toolUse",
        },
      ]),
    );
    const source = createFastAgentSource(folder);
    const [listed] = (await source.listSessions()).sessions;
    const { summary } = await source.getSession("2608181423-Stat3x");
    expect(listed!.status).toBe("completed");
    // The list and the session page both ask sessionStateOf.
    expect(sessionStateOf(listed!)?.label).toBe("unanswered tool call");
    expect(sessionStateOf(summary)).toEqual(sessionStateOf(listed!));
    rmSync(folder, { recursive: true });
  });
});

describe("other paths --sessions accepts", () => {
  it("one session folder", async () => {
    const list = await createFastAgentSource(
      join(DEMO_SESSIONS_DIR, "sessions", DEMO_SESSIONS.previous.id),
    ).listSessions();
    expect(list.sessions.map((s) => s.id)).toEqual([DEMO_SESSIONS.previous.id]);
    expect(list.label).toMatch(/^fast-agent session folder/);
  });

  it("one history file (a real sub-agent trace)", async () => {
    const source = createFastAgentSource(
      join(REAL, "repo-root__ripgrep_search[1]-2026-01-22-11-07-46.json"),
    );
    const list = await source.listSessions();
    expect(list.sessions.map((s) => [s.id, s.kind, s.savedAtFromName])).toEqual(
      [
        [
          "repo-root__ripgrep_search[1]-2026-01-22-11-07-46",
          "file",
          "2026-01-22T11:07:46.000000",
        ],
      ],
    );
    const json = (await source.getHistory(
      list.sessions[0]!.id,
      "repo-root__ripgrep_search[1]",
    )) as { messages: unknown[] };
    expect(json.messages).toHaveLength(12);
  });

  it("gives a trace file the usage its Stats tab sums, from the same function", async () => {
    const file = join(
      REAL,
      "repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json",
    );
    const [summary] = (await createFastAgentSource(file).listSessions())
      .sessions;
    const { messages } = readHistoryMessages(
      JSON.parse(readFileSync(file, "utf8")),
    );
    const tokens = historyTokens(messages);
    expect(tokens.input).toBeGreaterThan(0);
    expect(summary!.usage).toEqual({
      inputTokens: tokens.input,
      outputTokens: tokens.output,
      totalTokens: tokens.total,
    });
  });

  it("one file that is not a history, reported with what it is", async () => {
    const source = createFastAgentSource(
      join(REAL, "tests__fixtures__atif__harbor_multiagent_v1_7.json"),
    );
    const list = await source.listSessions();
    expect(list.problems[0]!.message).toMatch(/ATIF-v1\.7/);
  });

  it("an event log given as the file: says what it is and to give its folder", async () => {
    const list = await createFastAgentSource(
      join(REAL, "repo-root__bedrock.jsonl"),
    ).listSessions();
    const message = list.sessions[0]!.histories[0]!.problem;
    expect(message).toMatch(/fast-agent event log/);
    expect(message).toMatch(/give the folder it is in/);
    expect(message).not.toMatch(/not valid JSON/);
  });

  it("names the JSON files beside the histories that it skips, and why", async () => {
    const list = await createFastAgentSource(REAL).listSessions();
    expect(list.skipped).toEqual([
      {
        file: "tests__fixtures__atif__harbor_multiagent_v1_7.json",
        message: expect.stringMatching(
          /^not a history: .*ATIF-v1\.7/,
        ) as string,
      },
    ]);
    expect(list.label).toMatch(/1 other JSON file skipped/);
  });

  it("a fast-agent home", async () => {
    const list = await createFastAgentSource(DEMO_SESSIONS_DIR).listSessions();
    expect(list.label).toMatch(/^fast-agent home/);
  });
});
