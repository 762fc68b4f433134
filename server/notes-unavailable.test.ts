/**
 * The notes database when another program holds it, when it is read-only, and the modes
 * its files are made with. A locked database never freezes the proxy: SQLite is asked not
 * to wait, and the store tries again on a timer.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openNotesStore, type NotesStore } from "./notes/notes-store";
import { notesAppFor } from "./testing/notes-app";
import { spawnProxy } from "./testing/spawn-proxy";

const HOST = { host: "127.0.0.1:8723" };
const opened: NotesStore[] = [];
const holders: ChildProcess[] = [];
const immutable: string[] = [];

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  for (const holder of holders.splice(0)) holder.kill();
  for (const file of immutable.splice(0)) execFileSync("chattr", ["-i", file]);
});

function freshFile(): string {
  return join(mkdtempSync(join(tmpdir(), "tracelens-notes-")), "notes.sqlite");
}

function storeAt(file: string, lockWaitMs?: number): NotesStore {
  const store = openNotesStore(file, { lockWaitMs });
  opened.push(store);
  return store;
}

/** Another process that opens `file` and holds `BEGIN EXCLUSIVE` until killed. */
function holdLock(file: string): Promise<ChildProcess> {
  const script = `const db = new (require("better-sqlite3"))(process.argv[1]);
db.exec("BEGIN EXCLUSIVE"); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["-e", script, file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  holders.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.once("data", () => resolve(child));
    child.once("exit", (code) =>
      reject(new Error(`lock holder exited ${code}`)),
    );
  });
}

const save = async (app: ReturnType<typeof notesAppFor>): Promise<Response> =>
  app.request("http://proxy/api/notes/agent/run-1", {
    method: "POST",
    headers: { ...HOST, "content-type": "application/json" },
    body: JSON.stringify({ step: "1", author: "Dana", text: "retry was cut" }),
  });

describe("a notes database another program holds", () => {
  it("keeps answering other calls while a save waits, then fails the save saying what to do", async () => {
    const file = freshFile();
    const app = notesAppFor({ notesStore: storeAt(file) });
    await holdLock(file);
    let settled = false;
    const pending = save(app).finally(() => (settled = true));
    const started = performance.now();
    const other = await app.request("http://proxy/api/agents", {
      headers: HOST,
    });
    // Answered while the save still waits: the proxy is not frozen (an order, not a time).
    expect(other.status).toBe(200);
    expect(settled).toBe(false);

    const refused = await pending;
    expect(refused.status).toBe(503);
    const { error } = (await refused.json()) as {
      error: { code: string; message: string };
    };
    expect(error.code).toBe("unavailable");
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/locked by another program/);
    expect(error.message).toMatch(/--data-dir PATH/);
    // It gave up after its 2 s wait, not never: five times that is a bound no busy machine
    // reaches, and a save that waited on without end would pass none.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("saves once the other program lets go within the wait", async () => {
    const file = freshFile();
    const app = notesAppFor({ notesStore: storeAt(file) });
    const holder = await holdLock(file);
    const pending = save(app);
    setTimeout(() => holder.kill(), 300);
    expect((await pending).status).toBe(201);
  });

  it("is named at start, and the proxy serves anyway", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tracelens-data-"));
    storeAt(join(dataDir, "notes.sqlite")).close();
    opened.length = 0;
    await holdLock(join(dataDir, "notes.sqlite"));
    const proxy = await spawnProxy(["--port", "0"], {
      TRACELENS_DATA_DIR: dataDir,
    });
    try {
      expect(proxy.url).not.toBeNull();
      expect(proxy.stderr).toMatch(
        /tracelens: warning: The notes database .*notes\.sqlite is locked by another program/,
      );
    } finally {
      await proxy.stop();
    }
  }, 60_000);
});

/** Makes `file` unwritable, even for root (chattr +i); false where that cannot be done. */
function makeReadOnly(file: string): boolean {
  chmodSync(file, 0o444);
  try {
    execFileSync("chattr", ["+i", file], { stdio: "ignore" });
    immutable.push(file);
    return true;
  } catch {
    return process.getuid?.() !== 0;
  }
}

describe("a read-only notes database", () => {
  it("is named at start and refuses a save with what to do", async (context) => {
    const file = freshFile();
    storeAt(file).close();
    opened.length = 0;
    if (!makeReadOnly(file)) return context.skip();
    const store = storeAt(file);
    expect(store.saveProblem()).toMatch(/notes\.sqlite is read-only/);
    const refused = await save(notesAppFor({ notesStore: store }));
    expect(refused.status).toBe(503);
    const { error } = (await refused.json()) as { error: { message: string } };
    expect(error.message).toMatch(/is read-only .* --data-dir PATH/);
  });
});

describe("the notes files", () => {
  it("are made readable by their owner only, folder included", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), "tracelens-mode-")), "data");
    const file = join(folder, "notes.sqlite");
    const store = storeAt(file);
    await store.add("agent", "run-1", { step: null, author: "D", text: "x" });
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(folder)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
  });
});
