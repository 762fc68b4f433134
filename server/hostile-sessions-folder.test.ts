/**
 * `--sessions` over a hostile folder: named pipes under history and log names, an
 * unreadable history, a log with one enormous line. The contract: each bad file is a
 * problem of that file, the sessions keep being served, nothing wedges or crashes the proxy.
 *
 * Tests run as root here, who can read any file: an unreadable file is simulated by having
 * `open` fail with EACCES for files named `*locked*.json`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { createFastAgentSource } from "./sources/fast-agent-source";
import type { RunSource } from "./sources/run-source";
import { MAX_LOG_LINE_BYTES } from "./sources/fast-agent-log-reader";
import {
  getter,
  makeFifo,
  releaseFifo,
  within,
} from "./testing/hostile-folder";
import {
  historyJson,
  sessionJsonV4,
  userMessage,
} from "./testing/fast-agent-files";

/** Folder listings: how often the proxy walks the folder. */
const listings = { count: 0 };

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    readdir: (...args: unknown[]) => {
      listings.count++;
      return (actual.readdir as (...args: unknown[]) => unknown)(...args);
    },
    open: (path: string, ...rest: unknown[]) =>
      /locked[^/]*\.json$/.test(path)
        ? Promise.reject(
            Object.assign(
              new Error(`EACCES: permission denied, open '${path}'`),
              {
                code: "EACCES",
              },
            ),
          )
        : (actual.open as (...args: unknown[]) => unknown)(path, ...rest),
  };
});

const SESSION = "2608181423-Kob2h3";
let home: string;
const fifos: string[] = [];
const history = (text: string) => historyJson([userMessage(text)]);
const logLine = (message: string, padding = "") =>
  JSON.stringify({
    level: "INFO",
    timestamp: "2026-08-18T14:25:31",
    namespace: "x",
    message,
    ...(padding && { data: { padding } }),
  });

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), "tracelens-hostile-sessions-"));
  const session = join(home, "sessions", SESSION);
  mkdirSync(session, { recursive: true });
  writeFileSync(join(session, "session.json"), sessionJsonV4(SESSION));
  writeFileSync(join(session, "history_dev.json"), history("hello"));
  writeFileSync(join(session, "history_locked.json"), history("secret"));
  for (const path of [
    join(session, "history_pipe.json"),
    join(home, "loose-pipe.json"),
    join(home, "fast-agent.jsonl"),
    join(home, "other-pipe.jsonl"),
  ]) {
    makeFifo(path);
    fifos.push(path);
  }
  writeFileSync(
    join(home, "fastagent.jsonl"),
    [
      logLine("before the giant"),
      logLine("giant", "x".repeat(2 * MAX_LOG_LINE_BYTES)),
      logLine("after the giant"),
    ].join("\n"),
  );
});
afterAll(() => {
  for (const fifo of fifos) releaseFifo(fifo);
  rmSync(home, { recursive: true, force: true });
});

describe("a hostile --sessions folder", () => {
  const get = () =>
    getter(
      createApp({
        runSource: {} as RunSource,
        sessionSource: createFastAgentSource(home),
        staticDir: null,
        bindHost: "127.0.0.1",
      }),
    );

  it("lists pipes and unreadable files as problems and serves the sessions", async () => {
    const request = get();
    const list = await within(5000, request("/api/sessions"), "/api/sessions");
    expect(list.status).toBe(200);
    const { problems } = (await list.json()) as {
      problems: { file: string; message: string }[];
    };
    const problemOf = (file: string) =>
      problems.find((problem) => problem.file === file)?.message;
    expect(problemOf(join("sessions", SESSION, "history_pipe.json"))).toMatch(
      /not a regular file \(a named pipe\)/,
    );
    expect(problemOf(join("sessions", SESSION, "history_locked.json"))).toMatch(
      /permission denied/,
    );
    expect(problemOf("loose-pipe.json")).toMatch(/named pipe/);

    expect((await request(`/api/sessions/${SESSION}`)).status).toBe(200);
    expect(
      (await request(`/api/sessions/${SESSION}/histories/dev`)).status,
    ).toBe(200);
    const locked = await request(`/api/sessions/${SESSION}/histories/locked`);
    expect(locked.status).toBe(422);
    expect(await locked.text()).toMatch(/permission denied/);
  });

  it("skips and reports a log line longer than the bound, and keeps the others", async () => {
    const log = await within(
      5000,
      get()(`/api/sessions/${SESSION}/log`),
      "the session's log",
    );
    expect(log.status).toBe(200);
    const body = (await log.json()) as {
      lines: { message: string }[];
      problems: { file: string; message: string }[];
    };
    expect(body.lines.map((line) => line.message)).toEqual([
      "before the giant",
      "after the giant",
    ]);
    expect(body.problems).toContainEqual({
      file: "fastagent.jsonl",
      message: expect.stringMatching(/^line 2 skipped: \d+ bytes/) as string,
    });
    expect(body.problems).toContainEqual({
      file: "fast-agent.jsonl",
      message: expect.stringMatching(/named pipe/) as string,
    });
  });

  it("indexes the folder once, then sees a new session and a history rewritten in place without walking again per call", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-many-sessions-"));
    const sessionAt = (n: number) =>
      join(folder, "sessions", `2608181423-S${String(n).padStart(5, "0")}`);
    try {
      for (let n = 0; n < 200; n++) {
        mkdirSync(sessionAt(n), { recursive: true });
        writeFileSync(
          join(sessionAt(n), "session.json"),
          sessionJsonV4(SESSION),
        );
        writeFileSync(join(sessionAt(n), "history_dev.json"), history("hi"));
      }
      const request = getter(
        createApp({
          runSource: {} as RunSource,
          sessionSource: createFastAgentSource(folder),
          staticDir: null,
          bindHost: "127.0.0.1",
        }),
      );
      const sessions = async () =>
        (
          (await (await request("/api/sessions")).json()) as {
            sessions: { id: string; histories: { messageCount: number }[] }[];
          }
        ).sessions;
      expect(await sessions()).toHaveLength(200);
      const walked = listings.count;
      const first = "2608181423-S00000";
      for (let call = 0; call < 10; call++) {
        expect((await request("/api/sessions")).status).toBe(200);
        expect((await request(`/api/sessions/${first}`)).status).toBe(200);
        expect(
          (await request(`/api/sessions/${first}/histories/dev`)).status,
        ).toBe(200);
      }
      expect(listings.count).toBe(walked);

      // A new session folder: seen on the very next call (its parent's mtime changed).
      mkdirSync(sessionAt(200));
      writeFileSync(
        join(sessionAt(200), "session.json"),
        sessionJsonV4(SESSION),
      );
      writeFileSync(join(sessionAt(200), "history_dev.json"), history("new"));
      await expect.poll(async () => (await sessions()).length).toBe(201);
      // A history rewritten in place (no folder mtime changes): its watch event marks it.
      writeFileSync(
        join(sessionAt(3), "history_dev.json"),
        historyJson([userMessage("a"), userMessage("b"), userMessage("c")]),
      );
      await expect
        .poll(
          async () =>
            (await sessions()).find((s) => s.id === "2608181423-S00003")
              ?.histories[0]?.messageCount,
          { timeout: 10_000 },
        )
        .toBe(3);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
