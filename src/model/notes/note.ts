/**
 * A note pinned to a run or one of its steps during a review, as the proxy stores it and
 * the app shows it. Notes are keyed by agent, run id and dotted step path, so they come
 * back for that run after a restart. The text is short Markdown, shown as text-only
 * formatting (`note-markdown.ts`): never HTML, never a link.
 */
import { z } from "zod";
import { personNameSchema } from "../presence/protocol";

export const MAX_NOTE_LENGTH = 2000;
/** Notes one run may hold: a review's worth, not a log. */
export const MAX_NOTES_PER_RUN = 500;

/** A dotted step path (`1.1.3`), or null for a note on the run itself. */
export const noteStepSchema = z
  .string()
  .regex(/^[1-9]\d{0,6}(\.[1-9]\d{0,6}){0,63}$/, "A step is a dotted path.")
  .nullable();

export const newNoteSchema = z.object({
  step: noteStepSchema,
  author: personNameSchema,
  text: z
    .string()
    .trim()
    .min(1, "A note needs some text.")
    .max(MAX_NOTE_LENGTH, `A note is at most ${MAX_NOTE_LENGTH} characters.`),
});
export type NewNote = z.infer<typeof newNoteSchema>;

export const noteSchema = newNoteSchema.extend({
  id: z.number().int().positive(),
  agentId: z.string(),
  runId: z.string(),
  /** Epoch ms. */
  createdAt: z.number(),
});
export type Note = z.infer<typeof noteSchema>;

/** How many notes each step has (run-level notes aside): the tree's markers look up here. */
export function countNotesByStep(notes: readonly Note[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const note of notes)
    if (note.step !== null)
      counts.set(note.step, (counts.get(note.step) ?? 0) + 1);
  return counts;
}

export const noteListSchema = z.object({ notes: z.array(noteSchema) });
