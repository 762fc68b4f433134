// `npm install` (the prepare script) points this clone's git at .githooks, so the
// commit-msg check runs for everyone who works here. Outside a git work tree (an npm pack,
// a tarball) there is nothing to install.
import { spawnSync } from "node:child_process";

const inside = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], {
  encoding: "utf8",
});
if (inside.status === 0 && inside.stdout.trim() === "true") {
  spawnSync("git", ["config", "core.hooksPath", ".githooks"], {
    stdio: "inherit",
  });
}
