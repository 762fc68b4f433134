/** A run's notes: read, added and removed through the proxy's notes API. */
import {
  noteListSchema,
  noteSchema,
  type NewNote,
  type Note,
} from "../model/notes/note";
import { z } from "zod";
import { apiPath, fetchJson, sendJson } from "./client";

export async function fetchNotes(
  agentId: string,
  runId: string,
  signal?: AbortSignal,
): Promise<Note[]> {
  return noteListSchema.parse(
    await fetchJson(apiPath("notes", agentId, runId), signal),
  ).notes;
}

export async function addNote(
  agentId: string,
  runId: string,
  note: NewNote,
): Promise<Note> {
  return z
    .object({ note: noteSchema })
    .parse(await sendJson("POST", apiPath("notes", agentId, runId), note)).note;
}

export async function removeNote(
  agentId: string,
  runId: string,
  id: number,
): Promise<void> {
  await sendJson("DELETE", apiPath("notes", agentId, runId, String(id)));
}
