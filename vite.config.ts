/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";

// The proxy (server/main.ts) serves the built app; `npm run dev` proxies /api to it.
const PROXY_TARGET = process.env.TRACELENS_PROXY ?? "http://127.0.0.1:8723";

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
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // Worker threads, not forked processes: no test here needs its own process (the ones
    // that do spawn one), and src/model's 98 files ran in 59 s against 112 s forked.
    pool: "threads",
    testTimeout: 20_000,
  },
});
