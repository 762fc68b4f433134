/// <reference types="vite/client" />
/**
 * Every JSON file under `fixtures/`, as text, keyed by its path: for tests that must hold
 * on every fixture (the incremental parser and the streaming normaliser against their
 * one-shot counterparts). Bundled by Vite's glob import, so the model needs no file system.
 */
const files = import.meta.glob<string>("../../../fixtures/**/*.json", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const FIXTURE_JSON_FILES: ReadonlyArray<{ path: string; text: string }> =
  Object.entries(files).map(([path, text]) => ({
    path: path.replace(/^(\.\.\/)+/, ""),
    text,
  }));
