// `npm start` runs this first: build the SPA when dist/ is missing or older than its sources,
// so a fresh clone works with `npm install && npm start` and later starts are instant.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const builtIndex = join(root, "dist", "index.html");
const inputs = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "tailwind.config.ts",
  "package-lock.json",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(path))
    newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(
  ...inputs.map((input) => newestMtime(join(root, input))),
);
if (changedAt > builtAt) {
  console.error(
    "tracelens: building the app (first start, or sources changed)…",
  );
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
