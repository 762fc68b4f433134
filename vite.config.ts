import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { readdirSync, readFileSync } from "node:fs";

// The proxy (server/main.ts) serves the built app; `npm run dev` proxies /api to it.
const PROXY_TARGET = process.env.TRACELENS_PROXY ?? "http://127.0.0.1:8723";

const TEST_FILES = [
  "src/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "bench/**/*.test.ts",
  "scripts/**/*.test.ts",
];

/**
 * The test files that need modules of their own, relative to the root: they mock a module
 * (`vi.mock(`, `vi.doMock(`) or import one afresh after `vi.resetModules()` (a module-level
 * connection, say): in the shared project another file may have loaded it first.
 */
const MOCKING_FILES = ["src", "server", "bench", "scripts"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) =>
      /vi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, "utf8")),
    ),
);

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    tailwindcss(),
  ],
  server: { host: "127.0.0.1", proxy: { "/api": PROXY_TARGET } },
  worker: { format: "es" },
  build: {
    outDir: "dist",
    // Monaco's editor chunk is large by nature; it is loaded lazily, never on first paint.
    chunkSizeWarningLimit: 4000,
  },
  test: {
    environment: "node",
    // Worker threads, not forked processes: no test here needs its own process (the ones
    // that do spawn one), and src/model's 98 files ran in 59 s against 112 s forked.
    pool: "threads",
    testTimeout: 20_000,
    // Test files share one module graph per thread (116 s → 60 s for the suite: most of a
    // file's time was importing what the previous file had imported). A file that replaces
    // a module with `vi.mock` gets fresh modules of its own, found by reading the files, so
    // a new one is isolated the day it is written.
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "own-modules", include: MOCKING_FILES, isolate: true },
      },
    ],
  },
});
