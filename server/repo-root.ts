/**
 * The folder that holds `package.json`, `dist/` and `fixtures/`, found by walking up from
 * this module. It works the same whether the proxy runs from its sources (`server/`, under
 * tsx in development) or bundled (`dist-server/main.mjs`, under plain node), where paths
 * relative to `import.meta.url` would point elsewhere.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir)
      throw new Error(
        `no package.json above ${from}: cannot find dist/ and fixtures/`,
      );
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
