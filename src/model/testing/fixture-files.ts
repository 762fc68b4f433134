/// <reference types="vite/client" />
/**
 * Every JSON file under `fixtures/`, as text, keyed by its path: for tests that must hold
 * on every fixture (the incremental parser and the streaming normaliser against their
 * one-shot counterparts). Bundled by Vite's glob import, so the model needs no file system.
 *
 * Except `fixtures/hostile-data/deep-*.json`: nested thousands of levels, past what the test
 * runner's recursive deep equality can compare (both parsers read them; the app opening them
 * is `e2e/hostile-data.spec.ts`).
 */
const files = import.meta.glob<string>("../../../fixtures/**/*.json", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const FIXTURE_JSON_FILES: ReadonlyArray<{ path: string; text: string }> =
  Object.entries(files)
    .map(([path, text]) => ({
      path: path.replace(/^(\.\.\/)+/, ""),
      text,
    }))
    .filter(({ path }) => !path.startsWith("fixtures/hostile-data/deep-"));
