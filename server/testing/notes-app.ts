/** The proxy app over the saved-runs fixtures with an in-memory notes store, for the presence and notes tests. */
import { join } from "node:path";
import { createApp, type AppDeps } from "../app";
import { openNotesStore } from "../notes/notes-store";
import { createTracesDirSource } from "../sources/traces-dir-source";

const runSource = createTracesDirSource(
  join(import.meta.dirname, "..", "..", "fixtures", "saved-runs"),
);

export function notesAppFor(deps: Partial<AppDeps> = {}) {
  return createApp({
    runSource,
    staticDir: null,
    bindHost: "127.0.0.1",
    notesStore: openNotesStore(":memory:"),
    ...deps,
  });
}
