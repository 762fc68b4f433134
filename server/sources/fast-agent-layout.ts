/**
 * What `--sessions PATH` points at, and which files of it matter.
 *
 * Accepted: one history file; one session folder (it holds `session.json`); a fast-agent
 * home (it holds `sessions/`); a workspace (it holds `.fast-agent/sessions/`); or a
 * sessions folder (its sub-folders are sessions). Loose `*.json` files at the top of the
 * workspace or home are histories too (sub-agent traces, `/save` files), and the event
 * logs sit beside them.
 *
 * Every path is resolved with `realpath` and must stay inside the served folder: a link
 * that leads out is skipped and reported. Dotfiles (locks, atomic-write temp files) and
 * `*.tmp` are ignored, as fast-agent's own listing does.
 */
import { readdir, realpath, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { openRegularFile } from "./json-file-reader";

export type LayoutKind = "file" | "session" | "home" | "workspace" | "sessions";

export interface Layout {
  kind: LayoutKind;
  /** The real path of what was given. */
  root: string;
  /** Folders whose sub-folders are sessions. */
  sessionsDirs: string[];
  /** A single session folder given directly. */
  sessionDir: string | null;
  /** Folders whose top-level `*.json` files are loose histories. */
  looseDirs: string[];
  /** A single history file given directly. */
  file: string | null;
  /** Folders searched for event logs. */
  logDirs: string[];
}

export interface Problem {
  file: string;
  message: string;
}

const LOG_NAMES = [
  "fast-agent-log.jsonl",
  "fast-agent.jsonl",
  "fastagent.jsonl",
];

/** File access confined to the served path. */
export class SafeFs {
  /** The folders listed since `takeListed`, each with its mtime from before it was listed. */
  private listed = new Map<string, number>();

  private constructor(
    readonly root: string,
    private readonly base: string,
  ) {}

  /** The folders listed since the last call (for `folder-watch.ts`); starts a new record. */
  takeListed(): Map<string, number> {
    const listed = this.listed;
    this.listed = new Map();
    return listed;
  }

  static async open(path: string): Promise<SafeFs> {
    const real = await realpath(path);
    const isFile = (await stat(real)).isFile();
    return new SafeFs(real, isFile ? dirname(real) : real);
  }

  /** A path for messages: relative to the served folder (or the file's folder). */
  rel(path: string): string {
    return relative(this.base, path) || basename(path);
  }

  /** Entries of a folder: real paths inside the root, no dotfiles or temp files. */
  async list(
    dir: string,
    problems: Problem[],
  ): Promise<{ name: string; path: string; isDirectory: boolean }[]> {
    let names: string[];
    try {
      // The mtime before the listing: a file added during it makes the next call look again.
      this.listed.set(dir, (await stat(dir)).mtimeMs);
      names = await readdir(dir);
    } catch (error) {
      problems.push({
        file: this.rel(dir),
        message: `cannot list: ${(error as Error).message}`,
      });
      return [];
    }
    const entries = [];
    for (const name of names.sort()) {
      if (name.startsWith(".") || name.endsWith(".tmp")) continue;
      const path = join(dir, name);
      const real = await this.inside(path, problems);
      if (real === null) continue;
      const stats = await stat(real).catch(() => null);
      if (stats)
        entries.push({ name, path: real, isDirectory: stats.isDirectory() });
    }
    return entries;
  }

  /** The real path, or null (and a problem) when it leads outside the root. */
  async inside(path: string, problems: Problem[]): Promise<string | null> {
    let real: string;
    try {
      real = await realpath(path);
    } catch {
      return null;
    }
    if (real !== this.root && !real.startsWith(this.root + sep)) {
      problems.push({
        file: this.rel(path),
        message: "skipped: it links outside the served folder",
      });
      return null;
    }
    return real;
  }

  async exists(path: string, kind: "file" | "directory"): Promise<boolean> {
    const stats = await stat(path).catch(() => null);
    return (
      stats !== null && (kind === "file" ? stats.isFile() : stats.isDirectory())
    );
  }
}

export async function detectLayout(fs: SafeFs): Promise<Layout> {
  const root = fs.root;
  const base: Layout = {
    kind: "sessions",
    root,
    sessionsDirs: [],
    sessionDir: null,
    looseDirs: [],
    file: null,
    logDirs: [],
  };
  if (await fs.exists(root, "file"))
    return { ...base, kind: "file", file: root };
  if (await fs.exists(join(root, "session.json"), "file"))
    return { ...base, kind: "session", sessionDir: root };
  if (await fs.exists(join(root, "sessions"), "directory"))
    return {
      ...base,
      kind: "home",
      sessionsDirs: [join(root, "sessions")],
      looseDirs: [root],
      logDirs: [root],
    };
  const home = join(root, ".fast-agent");
  if (await fs.exists(join(home, "sessions"), "directory"))
    return {
      ...base,
      kind: "workspace",
      sessionsDirs: [join(home, "sessions")],
      looseDirs: [root, home],
      logDirs: [root, home],
    };
  return { ...base, sessionsDirs: [root], looseDirs: [root], logDirs: [root] };
}

/** Event logs in the log folders: the known names, then any other `*.jsonl` that reads as one. */
export async function findLogFiles(
  fs: SafeFs,
  layout: Layout,
  problems: Problem[],
): Promise<string[]> {
  const files: string[] = [];
  for (const dir of layout.logDirs) {
    for (const entry of await fs.list(dir, problems)) {
      if (entry.isDirectory || !entry.name.toLowerCase().endsWith(".jsonl"))
        continue;
      if (LOG_NAMES.includes(entry.name) || (await looksLikeLog(entry.path)))
        files.push(entry.path);
    }
  }
  return files;
}

/** A `.jsonl` whose first line is a log event (codex exports and stream captures are not). */
async function looksLikeLog(path: string): Promise<boolean> {
  const head = await readHead(path, 4096);
  if (head === null) return false;
  try {
    const json = JSON.parse(head.split("\n")[0] ?? "") as Record<
      string,
      unknown
    >;
    return (
      typeof json.level === "string" &&
      typeof json.timestamp === "string" &&
      "message" in json
    );
  } catch {
    return false;
  }
}

/** The first `bytes` of a regular file as text; null when it is not one or cannot be read. */
export async function readHead(
  path: string,
  bytes: number,
): Promise<string | null> {
  // A FIFO or device under a file's name is no file (and opening one must not block).
  const opened = await openRegularFile(path, Infinity).catch(() => null);
  if (!opened) return null;
  const { handle } = opened;
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
