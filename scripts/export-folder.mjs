// The folder `npm run export:static` writes into (decision 1703). It may hold the user's own
// files, so nothing is deleted that an export did not write: an export leaves a marker
// listing its files; a later export into the same folder replaces exactly those. A folder
// that is not empty and has no marker is refused before anything changes, and so is an
// export that would overwrite a file the marker does not list.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, isAbsolute, join, normalize, relative, sep } from "node:path";

export const EXPORT_MARKER = ".tracelens-static-export.json";
const MARKER_FORMAT = "tracelens-static-export";

export class ExportFolderError extends Error {}

/** The files a previous export wrote into `dir` (none for a new or empty folder); throws when `dir` cannot take an export. */
export function previousExportFiles(dir) {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory())
    throw new ExportFolderError(`${dir} is a file, not a folder.`);
  const entries = readdirSync(dir);
  if (entries.length === 0) return [];
  if (!entries.includes(EXPORT_MARKER))
    throw new ExportFolderError(
      `${dir} is not empty and is not a previous static export (it has no ${EXPORT_MARKER}). Nothing was changed: name a new or empty folder.`,
    );
  let marker;
  try {
    marker = JSON.parse(readFileSync(join(dir, EXPORT_MARKER), "utf8"));
  } catch (error) {
    throw new ExportFolderError(
      `${join(dir, EXPORT_MARKER)} is not readable JSON (${error.message}). Nothing was changed.`,
    );
  }
  const files = marker?.files;
  if (marker?.format !== MARKER_FORMAT || !Array.isArray(files))
    throw new ExportFolderError(
      `${join(dir, EXPORT_MARKER)} is not an export:static marker. Nothing was changed.`,
    );
  // A marker is only a file: one that names paths outside the folder is not trusted.
  for (const file of files)
    if (!isInside(file))
      throw new ExportFolderError(
        `${join(dir, EXPORT_MARKER)} lists ${JSON.stringify(file)}, which is not a file inside the folder. Nothing was changed.`,
      );
  return files;
}

/**
 * Replaces the previous export's files in `dir` with the files of `built` (a folder the
 * caller made), and writes the marker listing them. Checked first, so it either changes
 * nothing (and throws) or writes the whole export.
 */
export function writeExport(dir, built, previous) {
  const files = filesUnder(built);
  const replaced = new Set(previous);
  for (const file of files)
    if (existsSync(join(dir, file)) && !replaced.has(file))
      throw new ExportFolderError(
        `${join(dir, file)} exists and was not written by export:static; the export would overwrite it. Nothing was changed.`,
      );
  for (const file of previous) rmSync(join(dir, file), { force: true });
  removeEmptyFolders(dir, previous);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(built, file), join(dir, file));
  }
  writeFileSync(
    join(dir, EXPORT_MARKER),
    `${JSON.stringify({ format: MARKER_FORMAT, files }, null, 2)}\n`,
  );
}

function isInside(file) {
  if (typeof file !== "string" || file === "" || isAbsolute(file)) return false;
  const path = normalize(file);
  return (
    path !== ".." && !path.startsWith(`..${sep}`) && path !== EXPORT_MARKER
  );
}

/** Every file under `root`, as paths relative to it with `/`. */
function filesUnder(root) {
  const files = [];
  const stack = [root];
  while (stack.length > 0) {
    const folder = stack.pop();
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else files.push(relative(root, path).split(sep).join("/"));
    }
  }
  return files.sort();
}

/** The folders the previous files were in, deepest first, where they are now empty. */
function removeEmptyFolders(dir, previous) {
  const folders = new Set();
  for (const file of previous)
    for (let folder = dirname(file); folder !== "."; folder = dirname(folder))
      folders.add(folder);
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    const path = join(dir, folder);
    if (existsSync(path) && readdirSync(path).length === 0) rmdirSync(path);
  }
}
