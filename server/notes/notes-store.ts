/**
 * Notes on runs and steps, in SQLite (better-sqlite3) in the user's data directory, so a
 * review's notes outlive the proxy (decision 1800). One table, one index on (agent, run):
 * reading a run's notes is one indexed range scan. Statements are prepared once; writes
 * are single statements, so no transaction is needed. WAL keeps a reader and the writer
 * from blocking each other.
 *
 * better-sqlite3 is synchronous, and by default waits up to 5 s for a lock another process
 * holds — 5 s with the whole proxy frozen. Here SQLite never waits (busy timeout 0): a
 * locked database answers at once, and the store tries again on a timer, with the event
 * loop free in between, until `lockWaitMs`; then the save fails with a `NotesUnavailable`
 * naming the file and what to do. A read-only database fails at once, the same way.
 *
 * The folder and the file, when created here, are readable by their owner only (0700,
 * 0600; SQLite gives its -wal and -shm files the database file's mode): notes quote runs.
 */
import Database from "better-sqlite3";
import { closeSync, constants, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import {
  MAX_NOTES_PER_RUN,
  type NewNote,
  type Note,
} from "../../src/model/notes/note";

/** Every call may reject with `NotesUnavailable` (locked, read-only). */
export interface NotesStore {
  list(agentId: string, runId: string): Promise<Note[]>;
  /** The stored note, or null when the run already holds `MAX_NOTES_PER_RUN`. */
  add(agentId: string, runId: string, note: NewNote): Promise<Note | null>;
  /** Whether a note with that id existed on that run. */
  remove(agentId: string, runId: string, id: number): Promise<boolean>;
  /** Why notes cannot be saved right now (for the start-up line), or null when they can. */
  saveProblem(): string | null;
  close(): void;
}

/** The store cannot do what was asked; `message` says why and what to do. */
export class NotesUnavailable extends Error {}

export interface NotesStoreOptions {
  now?: () => number;
  /** How long a save waits, in all, for a lock another program holds. */
  lockWaitMs?: number;
}

/** How long a save waits for another program's lock, retrying, before it fails. */
const LOCK_WAIT_MS = 2000;
/** Waits between tries: short at first, since most locks are brief. */
const RETRY_DELAYS_MS = [10, 25, 50, 100, 200];

interface NoteRow {
  id: number;
  agent_id: string;
  run_id: string;
  step: string | null;
  author: string;
  text: string;
  created_at: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS notes (
  id INTEGER PRIMARY KEY,
  agent_id TEXT NOT NULL,
  run_id TEXT NOT NULL,
  step TEXT,
  author TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS notes_by_run ON notes (agent_id, run_id, id);
`;

/** Opens (creating when needed) the notes database at `file`; `:memory:` for tests. */
export function openNotesStore(
  file: string,
  options: NotesStoreOptions = {},
): NotesStore {
  const now = options.now ?? Date.now;
  const lockWaitMs = options.lockWaitMs ?? LOCK_WAIT_MS;
  if (file !== ":memory:") createPrivately(file);
  const db = new Database(file, { timeout: 0 });
  const problems = messages(file);
  try {
    db.pragma("journal_mode = WAL");
    db.exec(SCHEMA);
  } catch (error) {
    db.close();
    throw new NotesUnavailable(
      problemOf(error, problems) ?? (error as Error).message,
    );
  }
  const select = db.prepare<[string, string], NoteRow>(
    "SELECT * FROM notes WHERE agent_id = ? AND run_id = ? ORDER BY id",
  );
  const count = db.prepare<[string, string], { n: number }>(
    "SELECT count(*) AS n FROM notes WHERE agent_id = ? AND run_id = ?",
  );
  const insert = db.prepare<
    [string, string, string | null, string, string, number]
  >(
    "INSERT INTO notes (agent_id, run_id, step, author, text, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const remove = db.prepare<[number, string, string]>(
    "DELETE FROM notes WHERE id = ? AND agent_id = ? AND run_id = ?",
  );

  /** Runs `work` (synchronous, never waiting on a lock); tries again later while locked. */
  async function attempt<T>(work: () => T): Promise<T> {
    const started = Date.now();
    for (let tries = 0; ; tries++) {
      try {
        return work();
      } catch (error) {
        const problem = problemOf(error, problems);
        if (problem === null) throw error;
        const delay =
          RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]!;
        if (!isBusy(error) || Date.now() - started + delay > lockWaitMs)
          throw new NotesUnavailable(problem);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    list: (agentId, runId) =>
      attempt(() => select.all(agentId, runId).map(toNote)),
    add: (agentId, runId, note) =>
      attempt(() => {
        if (count.get(agentId, runId)!.n >= MAX_NOTES_PER_RUN) return null;
        const createdAt = now();
        const { lastInsertRowid } = insert.run(
          agentId,
          runId,
          note.step,
          note.author,
          note.text,
          createdAt,
        );
        return {
          id: Number(lastInsertRowid),
          agentId,
          runId,
          createdAt,
          ...note,
        };
      }),
    remove: (agentId, runId, id) =>
      attempt(() => remove.run(id, agentId, runId).changes > 0),
    saveProblem() {
      const version = db.pragma("user_version", { simple: true }) as number;
      try {
        // A write undone at once: fails now if the file is read-only or another program
        // holds the write lock, and changes nothing otherwise.
        db.exec(`BEGIN IMMEDIATE; PRAGMA user_version = ${version}`);
        return null;
      } catch (error) {
        return problemOf(error, problems) ?? (error as Error).message;
      } finally {
        if (db.inTransaction) db.exec("ROLLBACK");
      }
    },
    close: () => db.close(),
  };
}

/** The folder (0700) and an empty database file (0600), when they do not exist yet. */
function createPrivately(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    closeSync(
      openSync(
        file,
        constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY,
        0o600,
      ),
    );
  } catch (error) {
    // An existing file keeps the mode its owner gave it.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

function messages(file: string) {
  return {
    locked: `The notes database ${file} is locked by another program (another Tracelens on the same data directory, or a tool that has it open), so notes cannot be saved. Close that program and try again, or start Tracelens with --data-dir PATH to keep notes elsewhere.`,
    readOnly: `The notes database ${file} is read-only (its file or folder cannot be written by this user), so notes cannot be saved. Make it writable, or start Tracelens with --data-dir PATH to keep notes elsewhere.`,
  };
}

function sqliteCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
}

function isBusy(error: unknown): boolean {
  const code = sqliteCode(error);
  return code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED");
}

/** The message for a locked or read-only database; null for any other error. */
function problemOf(
  error: unknown,
  problems: ReturnType<typeof messages>,
): string | null {
  if (isBusy(error)) return problems.locked;
  const code = sqliteCode(error);
  if (code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_CANTOPEN"))
    return problems.readOnly;
  return null;
}

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    agentId: row.agent_id,
    runId: row.run_id,
    step: row.step,
    author: row.author,
    text: row.text,
    createdAt: row.created_at,
  };
}
