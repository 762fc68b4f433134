/**
 * The one way the folder sources (`--traces`, `--sessions`) read a JSON file, whoever put it
 * in the folder. A served folder is untrusted: a file may be a FIFO or a device under a
 * `.json` name, unreadable, deleted or rewritten while it is read, or huge. Each of those
 * becomes a problem of that file, in words, and never an exception that takes a route down.
 *
 * - Only regular files are read: a path is `stat`ed first, opened non-blocking without
 *   following links, and the opened descriptor is checked again (`fstat`), so a FIFO never
 *   holds one of libuv's four file threads (four of them wedged the whole server).
 * - One size cap (`MAX_JSON_FILE_BYTES`) for every file of both sources; a file is read to
 *   the size it had when opened, never further, within `READ_TIMEOUT_MS`.
 * - Whole-file reads share one read per file version while in flight and at most
 *   `MAX_PARALLEL_READS` run at once: 100 requests for one 60 MB trace parse it once, not
 *   100 times (4.8 GB before).
 * - `createJsonFileCache(derive)` keeps what a caller derives from a file (an index entry,
 *   a session's facts) until the file's size or mtime changes.
 */
import { constants, type Stats } from "node:fs";
import { open, stat, type FileHandle } from "node:fs/promises";
import { Readable } from "node:stream";
import { describeJsonError } from "../../src/model/decode/json-error";
import { createSlotLine } from "../http/slot-line";

/** Larger files are listed as problems. Below V8's longest string (512 MiB), with room to parse. */
export const MAX_JSON_FILE_BYTES = 256 * 2 ** 20;
/** A regular file that takes longer than this to read (a stalled network mount) is a problem. */
export const READ_TIMEOUT_MS = 20_000;
const MAX_PARALLEL_READS = 4;
/** Files streamed to browsers at once; the rest wait for a slot. */
const MAX_OPEN_STREAMS = 64;

/** A file's identity for caches: changes when the file is rewritten. */
export interface FileVersion {
  key: string;
  size: number;
  mtimeMs: number;
}

/** Why a file cannot be used, in words for the problems list. */
export class FileProblem extends Error {}

export type JsonRead =
  | { json: unknown; version: FileVersion }
  | { problem: string; version: FileVersion | null };

const readSlots = createSlotLine(MAX_PARALLEL_READS);
const streamSlots = createSlotLine(MAX_OPEN_STREAMS);
const inFlight = new Map<string, Promise<JsonRead>>();

/** The version of a regular file, or a `FileProblem` saying why it is not one. */
export async function fileVersion(path: string): Promise<FileVersion> {
  let stats: Stats;
  try {
    stats = await stat(path);
  } catch (error) {
    throw new FileProblem(fsReason(error));
  }
  return checkedVersion(stats);
}

/**
 * A file's JSON, parsed; one read per file version however many ask at once. A caller that
 * has just taken the version (`fileVersion`) passes it: one `stat` fewer per file, which
 * is a fifth of the calls when a folder of 20,000 files is indexed.
 */
export function readJsonFile(
  path: string,
  known?: FileVersion,
): Promise<JsonRead> {
  return (known ? Promise.resolve(known) : fileVersion(path)).then(
    (version) => {
      const key = `${path}\0${version.key}`;
      let read = inFlight.get(key);
      if (!read) {
        read = parseFile(path).finally(() => inFlight.delete(key));
        inFlight.set(key, read);
      }
      return read;
    },
    (error: unknown) => problemOf(error, null),
  );
}

async function parseFile(path: string): Promise<JsonRead> {
  const free = await readSlots.take();
  let version: FileVersion | null = null;
  try {
    const { handle, version: opened } = await openRegularFile(path);
    version = opened;
    let text: string;
    try {
      text = (await readWhole(handle, opened.size)).toString("utf8");
    } finally {
      await handle.close();
    }
    try {
      return { json: JSON.parse(text), version };
    } catch (error) {
      return {
        problem: `not valid JSON: ${describeJsonError(text, error as Error)}`,
        version,
      };
    }
  } catch (error) {
    return problemOf(error, version);
  } finally {
    free();
  }
}

/**
 * A file as a byte stream (for a file that is already the JSON answer), its length and
 * version. Holds one of `MAX_OPEN_STREAMS` slots until the stream ends or is cancelled.
 */
export async function openFileStream(
  path: string,
  signal?: AbortSignal,
): Promise<{
  stream: ReadableStream<Uint8Array>;
  version: FileVersion;
}> {
  const free = await streamSlots.take(signal);
  try {
    const { handle, version } = await openRegularFile(path);
    // The length sent is the length opened: a file that grows is not read past it.
    const node = handle.createReadStream({
      start: 0,
      end: Math.max(0, version.size - 1),
      autoClose: true,
    });
    node.once("close", free);
    if (version.size === 0) node.destroy();
    return {
      stream: Readable.toWeb(node) as ReadableStream<Uint8Array>,
      version,
    };
  } catch (error) {
    free();
    throw error;
  }
}

/**
 * Facts derived from files, kept per path until the file's size or mtime changes. A problem
 * is kept too (an unchanged broken file is not parsed again on every list). `derive` may
 * throw: its message becomes the file's problem.
 */
export function createJsonFileCache<T>(
  derive: (json: unknown, path: string) => T | { problem: string },
) {
  const cache = new Map<string, { version: FileVersion; result: Cached<T> }>();
  async function read(path: string): Promise<Cached<T>> {
    let version: FileVersion;
    try {
      version = await fileVersion(path);
    } catch (error) {
      cache.delete(path);
      return problemOf(error, null);
    }
    const hit = cache.get(path);
    if (hit?.version.key === version.key) return hit.result;
    const file = await readJsonFile(path, version);
    let result: Cached<T>;
    if ("problem" in file) result = file;
    else {
      try {
        const value = derive(file.json, path);
        result = isProblem(value)
          ? { problem: value.problem, version: file.version }
          : { value, version: file.version };
      } catch (error) {
        result = { problem: (error as Error).message, version: file.version };
      }
    }
    if (result.version) cache.set(path, { version: result.version, result });
    return result;
  }
  /** Forgets files no longer in the folder. */
  function keepOnly(paths: ReadonlySet<string>) {
    for (const path of cache.keys()) if (!paths.has(path)) cache.delete(path);
  }
  return { read, keepOnly };
}

export type Cached<T> =
  | { value: T; version: FileVersion }
  | { problem: string; version: FileVersion | null };

function isProblem(value: unknown): value is { problem: string } {
  return (
    value !== null &&
    typeof value === "object" &&
    Object.keys(value).length === 1 &&
    typeof (value as { problem?: unknown }).problem === "string"
  );
}

/** Opens a regular file for reading (never a FIFO or device), within the size cap. */
export async function openRegularFile(
  path: string,
  maxBytes = MAX_JSON_FILE_BYTES,
): Promise<{ handle: FileHandle; version: FileVersion }> {
  let handle: FileHandle;
  try {
    // Non-blocking: opening a FIFO nobody writes returns at once instead of waiting forever.
    handle = await open(
      path,
      constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW,
    );
  } catch (error) {
    throw new FileProblem(fsReason(error));
  }
  try {
    return {
      handle,
      version: checkedVersion(await handle.stat(), maxBytes),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function checkedVersion(
  stats: Stats,
  maxBytes = MAX_JSON_FILE_BYTES,
): FileVersion {
  if (!stats.isFile())
    throw new FileProblem(`skipped: not a regular file (${fileKind(stats)})`);
  if (stats.size > maxBytes)
    throw new FileProblem(`skipped: larger than ${maxBytes / 2 ** 20} MiB`);
  return {
    key: `${stats.ino}:${stats.size}:${stats.mtimeMs}`,
    size: stats.size,
    mtimeMs: stats.mtimeMs,
  };
}

/** Reads `size` bytes (or to the end, if the file shrank), within the read timeout. */
async function readWhole(handle: FileHandle, size: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(size);
  const deadline = Date.now() + READ_TIMEOUT_MS;
  let filled = 0;
  while (filled < size) {
    const { bytesRead } = await withTimeout(
      handle.read(buffer, filled, size - filled, filled),
      deadline - Date.now(),
    );
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new FileProblem(
            `reading it took longer than ${READ_TIMEOUT_MS / 1000} s`,
          ),
        ),
      Math.max(0, ms),
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function problemOf(
  error: unknown,
  version: FileVersion | null,
): { problem: string; version: FileVersion | null } {
  return {
    problem: error instanceof FileProblem ? error.message : fsReason(error),
    version,
  };
}

/** An fs error in words: the code's meaning, never a stack. */
export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "ENOENT":
      return "cannot be read: it was deleted or moved";
    case "EACCES":
    case "EPERM":
      return "cannot be read: permission denied";
    case "ELOOP":
      return "skipped: it became a link";
    case "EISDIR":
      return "skipped: not a regular file (a folder)";
    default:
      return `cannot be read: ${(error as Error).message}`;
  }
}

function fileKind(stats: Stats): string {
  if (stats.isFIFO()) return "a named pipe";
  if (stats.isDirectory()) return "a folder";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  return "not a file";
}
