/**
 * Files that live only in memory, listed beside a real folder's own, for tests of how a
 * folder source scales. 20,000 real files cost 100,000 trips through libuv's four file
 * threads per index (stat, open, fstat, read, close each): minutes on a busy machine, and a
 * verdict on the machine's speed. Held in memory, they cost the reader's own work only,
 * and the test counts the calls the source makes instead of timing them.
 *
 * A test plugs these into its `vi.mock("node:fs/promises")`: `readdir` adds `entries(dir)`
 * to the real listing, and `stat` and `open` answer for a path `has(path)` knows. The real
 * folder stays real, so its watch and its mtime behave as they do for any folder. Not
 * provided: streaming a virtual file (`createReadStream`), writing, links.
 */
import { basename, dirname } from "node:path";

/** What `readdir(dir, { withFileTypes: true })` gives for a file. */
export interface VirtualEntry {
  name: string;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
  isFile(): boolean;
}

/** The parts of `fs.Stats` the folder readers look at. */
export interface VirtualStats {
  ino: number;
  size: number;
  mtimeMs: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isFIFO(): boolean;
  isSymbolicLink(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}

/** The parts of a `FileHandle` `json-file-reader.ts` uses to read a whole file. */
export interface VirtualHandle {
  stat(): Promise<VirtualStats>;
  read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
  ): Promise<{ bytesRead: number; buffer: Buffer }>;
  close(): Promise<void>;
  createReadStream(): never;
}

interface VirtualFile {
  bytes: Buffer;
  ino: number;
}

/** Far above any real inode a test folder gets, so a version never matches a real file's. */
const FIRST_INO = 2 ** 40;

export function createVirtualFiles() {
  /** Folder → file name → its bytes and inode. */
  const folders = new Map<
    string,
    Map<string, { bytes: Buffer; ino: number }>
  >();
  let nextIno = FIRST_INO;
  const mtimeMs = Date.now();

  const fileAt = (path: string) =>
    folders.get(dirname(path))?.get(basename(path));

  function stats(file: VirtualFile): VirtualStats {
    return {
      ino: file.ino,
      size: file.bytes.length,
      mtimeMs,
      isFile: () => true,
      isDirectory: () => false,
      isFIFO: () => false,
      isSymbolicLink: () => false,
      isCharacterDevice: () => false,
      isBlockDevice: () => false,
      isSocket: () => false,
    };
  }

  return {
    /** Puts files named `names`, each holding `text`, in `dir` (a real, resolved path). */
    add(dir: string, names: readonly string[], text: string): void {
      const bytes = Buffer.from(text);
      const files = folders.get(dir) ?? new Map<string, VirtualFile>();
      for (const name of names) files.set(name, { bytes, ino: nextIno++ });
      folders.set(dir, files);
    },
    /** Forgets every file of `dir`. */
    remove(dir: string): void {
      folders.delete(dir);
    },
    has(path: string): boolean {
      return fileAt(path) !== undefined;
    },
    /** The virtual files of `dir`, as directory entries. */
    entries(dir: string): VirtualEntry[] {
      return [...(folders.get(dir)?.keys() ?? [])].map((name) => ({
        name,
        isDirectory: () => false,
        isSymbolicLink: () => false,
        isFile: () => true,
      }));
    },
    stat(path: string): VirtualStats {
      return stats(fileAt(path)!);
    },
    open(path: string): VirtualHandle {
      const file = fileAt(path)!;
      return {
        stat: () => Promise.resolve(stats(file)),
        read: (buffer, offset, length, position) => {
          const bytesRead = file.bytes.copy(
            buffer,
            offset,
            position,
            position + length,
          );
          return Promise.resolve({ bytesRead, buffer });
        },
        close: () => Promise.resolve(),
        createReadStream: () => {
          throw new Error(`a virtual file is not streamed: ${path}`);
        },
      };
    },
  };
}
