/**
 * Where Tracelens keeps what it writes (the notes database) when no `--data-dir` is given:
 * the platform's per-user data directory, as other desktop tools use it.
 * Linux and others: `$XDG_DATA_HOME/tracelens`, else `~/.local/share/tracelens`;
 * macOS: `~/Library/Application Support/Tracelens`; Windows: `%APPDATA%\Tracelens`.
 */
import { homedir } from "node:os";
import { join } from "node:path";

export function defaultDataDir(
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform = process.platform,
  home: string = env.HOME ?? homedir(),
): string {
  if (platform === "darwin")
    return join(home, "Library", "Application Support", "Tracelens");
  if (platform === "win32")
    return join(env.APPDATA ?? join(home, "AppData", "Roaming"), "Tracelens");
  return join(env.XDG_DATA_HOME || join(home, ".local", "share"), "tracelens");
}
