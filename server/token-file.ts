/**
 * The API token from `--token-file PATH` or `FRUXON_TOKEN`, checked before anything uses
 * it. A token file is read with a size cap and a time limit, so `/dev/zero` or a FIFO
 * nobody writes to cannot hang or swell the start (a pipe with a writer, such as
 * `--token-file <(pass show fruxon)`, still works). A token must be one run of visible
 * ASCII characters, as an HTTP header value needs: a NUL (a NUL-terminated file), a line
 * break or any other control or non-ASCII byte is refused — and no message ever quotes
 * the value, since a wrong file (`/proc/self/environ`) would otherwise be printed.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { ConfigError } from "./config-error";

/** A token file larger than this is not a token file. */
export const MAX_TOKEN_FILE_BYTES = 64 * 1024;
const READ_TIMEOUT_MS = 2000;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

export function readTokenFile(path: string): string {
  const text = readBounded(path);
  const token = text.replace(/^[ \t]+|[ \t\r\n]+$/g, "");
  if (!token)
    throw new ConfigError(
      `--token-file ${path} is empty (or, for a pipe, nothing arrived within ${READ_TIMEOUT_MS / 1000} s).`,
    );
  checkToken(token, `the token in --token-file ${path}`);
  return token;
}

/** Throws, without quoting the token, unless it can be sent as `Authorization: Bearer …`. */
export function checkToken(token: string, where: string): void {
  if (VISIBLE_ASCII.test(token)) return;
  const at = [...token].findIndex((char) => !VISIBLE_ASCII.test(char));
  const char = token.codePointAt(at) ?? 0;
  const what =
    char === 0
      ? "a NUL byte (was the file written NUL-terminated?)"
      : char === 0x0a || char === 0x0d
        ? "a line break (the token must be alone, on one line)"
        : char === 0x20 || char === 0x09
          ? "a space (the token must be alone, on one line)"
          : char > 0x7e
            ? "a non-ASCII character (was the file saved as UTF-16, or with a byte order mark?)"
            : "a control character";
  throw new ConfigError(
    `${where} contains ${what} at character ${at + 1}, which cannot be sent in an HTTP header. The value is not shown here.`,
  );
}

/** At most `MAX_TOKEN_FILE_BYTES` of a file, within `READ_TIMEOUT_MS`, without blocking on a pipe. */
function readBounded(path: string): string {
  let fd: number;
  try {
    fd = openSync(resolve(path), constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new ConfigError(
      `--token-file ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
    );
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory())
      throw new ConfigError(`--token-file ${path} is a directory.`);
    const isPipe = stats.isFIFO();
    const buffer = Buffer.alloc(MAX_TOKEN_FILE_BYTES + 1);
    const deadline = Date.now() + READ_TIMEOUT_MS;
    let length = 0;
    for (;;) {
      let read: number | null;
      try {
        read = readSync(fd, buffer, length, buffer.length - length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
        read = null;
      }
      // A pipe that has not delivered yet: no writer so far (end of file at once), or a
      // writer that has not written (EAGAIN). Wait a little, without spinning.
      if (read === null || (read === 0 && isPipe && length === 0)) {
        if (Date.now() > deadline) break;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        continue;
      }
      if (read === 0) break;
      length += read;
      if (length > MAX_TOKEN_FILE_BYTES)
        throw new ConfigError(
          `--token-file ${path} holds more than ${MAX_TOKEN_FILE_BYTES / 1024} KiB: that is not a token file.`,
        );
    }
    return buffer.subarray(0, length).toString("latin1");
  } finally {
    closeSync(fd);
  }
}
