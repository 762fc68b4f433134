/**
 * Notes on runs and steps, in SQLite (better-sqlite3) in the user's data directory, so a
 * review's notes outlive the proxy (decision 1800). One table, one index on (agent, run):
 * reading a run's notes is one indexed range scan. Statements are prepared once; writes
 * are single statements, so no transaction is needed. WAL keeps a reader and the writer
 * from blocking each other.
 */
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  MAX_NOTES_PER_RUN,
  type NewNote,
  type Note,
} from "../../src/model/notes/note";

export interface NotesStore {
  list(agentId: string, runId: string): Note[];
  /** The stored note, or null when the run already holds `MAX_NOTES_PER_RUN`. */
  add(agentId: string, runId: string, note: NewNote): Note | null;
  /** Whether a note with that id existed on that run. */
  remove(agentId: string, runId: string, id: number): boolean;
  close(): void;
}

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
  now: () => number = Date.now,
): NotesStore {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(SCHEMA);
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

  return {
    list: (agentId, runId) => select.all(agentId, runId).map(toNote),
    add(agentId, runId, note) {
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
    },
    remove: (agentId, runId, id) => remove.run(id, agentId, runId).changes > 0,
    close: () => db.close(),
  };
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
