// `npm run export:static -- <bundle> <dir>`: a folder that opens one run from any static
// host, with no proxy (decision 1703) — for attaching to a ticket. Builds the app with
// relative asset paths into <dir>, copies the bundle beside it, and names it in
// index.html's <meta name="tracelens-bundle">; the page opens it in the browser at start.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const [bundleArg, dirArg] = process.argv.slice(2);
if (!bundleArg || !dirArg) {
  console.error(
    "usage: npm run export:static -- <bundle.tracelens.json> <dir>",
  );
  process.exit(2);
}
const bundle = resolve(bundleArg);
const dir = resolve(dirArg);
if (!existsSync(bundle)) {
  console.error(`export:static: ${bundleArg} does not exist.`);
  process.exit(1);
}
// The same first checks the app makes, so a wrong file fails here rather than on the ticket.
let json;
try {
  json = JSON.parse(readFileSync(bundle, "utf8"));
} catch (error) {
  console.error(`export:static: ${bundleArg} is not JSON: ${error.message}`);
  process.exit(1);
}
if (json?.format !== "tracelens-bundle") {
  console.error(
    `export:static: ${bundleArg} is not a Tracelens bundle (no "format": "tracelens-bundle"). Export one with the Export button on a run.`,
  );
  process.exit(1);
}
if (json.formatVersion !== 1) {
  console.error(
    `export:static: ${bundleArg} is bundle format version ${json.formatVersion}; this Tracelens reads version 1.`,
  );
  process.exit(1);
}

const root = new URL("..", import.meta.url).pathname;
const build = spawnSync(
  "npx",
  [
    "vite",
    "build",
    "--base",
    "./",
    "--outDir",
    dir,
    "--emptyOutDir",
    "--logLevel",
    "warn",
  ],
  { cwd: root, stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const name = basename(bundle).replace(/[^A-Za-z0-9._-]+/g, "_");
copyFileSync(bundle, join(dir, name));
const index = join(dir, "index.html");
writeFileSync(
  index,
  readFileSync(index, "utf8").replace(
    "</head>",
    `    <meta name="tracelens-bundle" content="./${name}" />\n  </head>`,
  ),
);
console.log(
  `Static page written to ${dir}: serve the folder and open index.html (${name} opens with it).`,
);
