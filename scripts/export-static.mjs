// `npm run export:static -- <bundle> <dir>`: a folder that opens one run from any static
// host, with no proxy (decision 1703) — for attaching to a ticket. Builds the app with
// relative asset paths into <dir>, copies the bundle beside it, and names it in
// index.html's <meta name="tracelens-bundle">; the page opens it in the browser at start.
// <dir> may be new, empty, or a previous export (export-folder.mjs): nothing else in it is
// ever deleted or overwritten, and any other non-empty folder is refused before the build.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import {
  ExportFolderError,
  previousExportFiles,
  writeExport,
} from "./export-folder.mjs";

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

let previous;
try {
  previous = previousExportFiles(dir);
} catch (error) {
  if (!(error instanceof ExportFolderError)) throw error;
  console.error(`export:static: ${error.message}`);
  process.exit(1);
}

// Built in a folder of our own, so emptying the output folder can only empty ours.
const built = mkdtempSync(join(tmpdir(), "tracelens-export-"));
try {
  process.exitCode = buildInto(built);
} finally {
  rmSync(built, { recursive: true, force: true });
}

/** Builds the page into `built`, then moves it into the folder: the exit code. */
function buildInto(built) {
  const root = new URL("..", import.meta.url).pathname;
  const build = spawnSync(
    "npx",
    [
      "vite",
      "build",
      "--base",
      "./",
      "--outDir",
      built,
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (build.status !== 0) return build.status ?? 1;

  const name = basename(bundle).replace(/[^A-Za-z0-9._-]+/g, "_");
  copyFileSync(bundle, join(built, name));
  const index = join(built, "index.html");
  writeFileSync(
    index,
    readFileSync(index, "utf8").replace(
      "</head>",
      `    <meta name="tracelens-bundle" content="./${name}" />\n  </head>`,
    ),
  );
  try {
    writeExport(dir, built, previous);
  } catch (error) {
    if (!(error instanceof ExportFolderError)) throw error;
    console.error(`export:static: ${error.message}`);
    return 1;
  }
  console.log(
    `Static page written to ${dir}: serve the folder and open index.html (${name} opens with it).`,
  );
  return 0;
}
