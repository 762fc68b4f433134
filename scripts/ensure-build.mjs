// `npm start` (and the `tracelens` bin) run this first: build the SPA into dist/ and the
// proxy into dist-server/ when either is missing or older than its sources, so a fresh
// clone works with `npm install && npm start` and later starts are instant.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const SHARED = ["package-lock.json", "tsconfig.base.json"];
const BUILDS = [
  {
    what: "the app",
    output: join("dist", "index.html"),
    inputs: [
      "src",
      "public",
      "index.html",
      "vite.config.ts",
      "tailwind.config.ts",
    ],
    args: ["vite", "build", "--logLevel", "warn"],
  },
  {
    what: "the server",
    output: join("dist-server", "main.mjs"),
    inputs: ["server", join("src", "model"), "vite.server.config.ts"],
    args: [
      "vite",
      "build",
      "-c",
      "vite.server.config.ts",
      "--logLevel",
      "warn",
    ],
  },
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

for (const build of BUILDS) {
  const output = join(root, build.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(
    ...[...build.inputs, ...SHARED].map((input) =>
      newestMtime(join(root, input)),
    ),
  );
  if (changedAt <= builtAt) continue;
  console.error(
    `tracelens: building ${build.what} (first start, or sources changed)…`,
  );
  // The build's output goes to stderr: stdout is for what the command prints (the
  // listening line, a summary, or nothing but MCP protocol for `tracelens mcp`).
  const result = spawnSync("npx", build.args, {
    cwd: root,
    stdio: ["ignore", 2, 2],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
