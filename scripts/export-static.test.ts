/**
 * `npm run export:static -- <bundle> <dir>` never deletes or overwrites what it did not
 * write: a non-empty folder that is not a previous export is refused before the build, with
 * the folder untouched; a previous export (its marker) is replaced file by file, and the
 * user's own files beside it stay.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  EXPORT_MARKER,
  ExportFolderError,
  previousExportFiles,
  writeExport,
} from "./export-folder.mjs";

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "export-static-test-"));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Files (relative path → text) into a new folder under the scratch folder. */
function folder(name: string, files: Record<string, string>): string {
  const root = join(scratch, name);
  mkdirSync(root, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function contents(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(root, {
    recursive: true,
    withFileTypes: true,
  }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      out[path.slice(root.length + 1)] = readFileSync(path, "utf8");
    }
  return out;
}

describe("export:static", () => {
  it("refuses a non-empty folder that is not a previous export, and leaves it as it was", () => {
    const bundle = join(scratch, "run.tracelens.json");
    writeFileSync(
      bundle,
      JSON.stringify({ format: "tracelens-bundle", formatVersion: 1 }),
    );
    const home = folder("home", {
      "notes.txt": "mine",
      "photos/cat.jpg": "meow",
    });
    const run = spawnSync("node", ["scripts/export-static.mjs", bundle, home], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "is not empty and is not a previous static export",
    );
    expect(contents(home)).toEqual({
      "notes.txt": "mine",
      "photos/cat.jpg": "meow",
    });
  });
});

describe("previousExportFiles", () => {
  it("takes a new or empty folder, and names the files a previous export wrote", () => {
    expect(previousExportFiles(join(scratch, "new"))).toEqual([]);
    expect(previousExportFiles(folder("empty", {}))).toEqual([]);
    const previous = folder("previous", {
      [EXPORT_MARKER]: JSON.stringify({
        format: "tracelens-static-export",
        files: ["index.html", "assets/a.js"],
      }),
      "index.html": "",
      "assets/a.js": "",
    });
    expect(previousExportFiles(previous)).toEqual([
      "index.html",
      "assets/a.js",
    ]);
  });

  it("refuses a file, a foreign folder and a marker that points outside the folder", () => {
    const file = join(scratch, "file.txt");
    writeFileSync(file, "x");
    expect(() => previousExportFiles(file)).toThrow(/is a file, not a folder/);
    expect(() => previousExportFiles(folder("other", { a: "" }))).toThrow(
      ExportFolderError,
    );
    for (const path of ["../outside.txt", "/etc/passwd", EXPORT_MARKER]) {
      const tampered = folder(`tampered-${path.length}`, {
        [EXPORT_MARKER]: JSON.stringify({
          format: "tracelens-static-export",
          files: [path],
        }),
      });
      expect(() => previousExportFiles(tampered), path).toThrow(
        /not a file inside the folder/,
      );
    }
    const broken = folder("broken", { [EXPORT_MARKER]: "{" });
    expect(() => previousExportFiles(broken)).toThrow(/not readable JSON/);
  });
});

describe("writeExport", () => {
  it("replaces a previous export's files, removes the ones it no longer writes, keeps the rest", () => {
    const built = folder("built", {
      "index.html": "new",
      "assets/b.js": "b",
      "run.tracelens.json": "{}",
    });
    const dir = folder("dir", {
      "index.html": "old",
      "assets/a.js": "a",
      "assets/mine.css": "mine",
      "README.txt": "mine",
    });
    writeExport(dir, built, ["index.html", "assets/a.js"]);
    const marker = {
      format: "tracelens-static-export",
      files: ["assets/b.js", "index.html", "run.tracelens.json"],
    };
    expect(contents(dir)).toEqual({
      "index.html": "new",
      "assets/b.js": "b",
      "assets/mine.css": "mine",
      "README.txt": "mine",
      "run.tracelens.json": "{}",
      [EXPORT_MARKER]: `${JSON.stringify(marker, null, 2)}\n`,
    });
    expect(previousExportFiles(dir)).toEqual(marker.files);
  });

  it("removes the folders a previous export made once they are empty", () => {
    const dir = folder("dir", { "assets/deep/a.js": "a" });
    writeExport(dir, folder("built", { "index.html": "" }), [
      "assets/deep/a.js",
    ]);
    expect(existsSync(join(dir, "assets"))).toBe(false);
  });

  it("changes nothing when the export would overwrite a file it did not write", () => {
    const dir = folder("dir", { "index.html": "mine", "assets/a.js": "old" });
    const before = contents(dir);
    expect(() =>
      writeExport(dir, folder("built", { "index.html": "new" }), [
        "assets/a.js",
      ]),
    ).toThrow(/was not written by export:static/);
    expect(contents(dir)).toEqual(before);
  });
});
