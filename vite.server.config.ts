// The proxy's production build: `server/main.ts` and what it imports from `src/model`,
// bundled into one ES module that plain `node` runs (`npm start`). Packages stay external
// and load from node_modules; only the TypeScript is compiled ahead of time.
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    ssr: "server/main.ts",
    outDir: "dist-server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: "main.mjs" } },
  },
});
