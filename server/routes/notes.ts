/**
 * `/api/notes/:agentId/:runId`: the notes pinned to a run and its steps. `GET` lists them,
 * `POST` adds one (`{ step, author, text }`), `DELETE …/:noteId` removes one. Every change
 * is announced on the presence channel, so open apps re-read that run's notes at once.
 * Ids are checked with the one id rule; bodies with `src/model/notes/note.ts`. A store that
 * cannot save (locked by another program, read-only) answers 503 with what to do.
 */
import { Hono, type Context } from "hono";
import { isValidId } from "../../src/model/ids";
import { MAX_NOTES_PER_RUN, newNoteSchema } from "../../src/model/notes/note";
import { jsonWrites, readJson, writeError } from "../http/json-writes";
import { NotesUnavailable, type NotesStore } from "../notes/notes-store";
import type { PresenceHub } from "../presence/presence-hub";
import { createTokenBucket } from "../presence/token-bucket";

const MAX_NOTE_BODY_BYTES = 16 * 1024;

export function notesRoutes(store: NotesStore, hub: PresenceHub): Hono {
  const routes = new Hono();
  // Notes are written by people typing: a shared budget for the whole proxy is enough.
  const writes = createTokenBucket({ burst: 20, perSecond: 2 });
  routes.use("/notes/*", jsonWrites(MAX_NOTE_BODY_BYTES));

  routes.get("/notes/:agentId/:runId", (c) =>
    answered(c, async () => {
      const ids = runIds(c);
      if ("refusal" in ids) return ids.refusal;
      return c.json({ notes: await store.list(ids.agentId, ids.runId) });
    }),
  );

  routes.post("/notes/:agentId/:runId", (c) =>
    answered(c, async () => {
      const ids = runIds(c);
      if ("refusal" in ids) return ids.refusal;
      if (!writes.take())
        return writeError(c, 429, "Too many notes: slow down.");
      const body = await readJson(c, newNoteSchema);
      if ("refusal" in body) return body.refusal;
      const note = await store.add(ids.agentId, ids.runId, body.data);
      if (!note)
        return writeError(
          c,
          409,
          `This run already holds ${MAX_NOTES_PER_RUN} notes.`,
        );
      hub.notesChanged(ids.agentId, ids.runId);
      return c.json({ note }, 201);
    }),
  );

  routes.delete("/notes/:agentId/:runId/:noteId", (c) =>
    answered(c, async () => {
      const ids = runIds(c);
      if ("refusal" in ids) return ids.refusal;
      if (!writes.take())
        return writeError(c, 429, "Too many changes: slow down.");
      const id = Number(c.req.param("noteId"));
      if (!Number.isSafeInteger(id) || id <= 0)
        return writeError(c, 400, "A note id is a positive whole number.");
      if (!(await store.remove(ids.agentId, ids.runId, id)))
        return writeError(c, 404, `This run has no note ${id}.`);
      hub.notesChanged(ids.agentId, ids.runId);
      return c.body(null, 204);
    }),
  );
  return routes;
}

/** A locked or read-only store answers 503, its message naming the file and what to do. */
async function answered(
  c: Context,
  handle: () => Promise<Response>,
): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof NotesUnavailable)
      return writeError(c, 503, error.message);
    throw error;
  }
}

function runIds(
  c: Context,
): { agentId: string; runId: string } | { refusal: Response } {
  const agentId = c.req.param("agentId");
  const runId = c.req.param("runId");
  if (!isValidId(agentId) || !isValidId(runId))
    return { refusal: writeError(c, 400, "Not an agent id and run id.") };
  return { agentId, runId };
}
