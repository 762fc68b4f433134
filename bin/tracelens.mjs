#!/usr/bin/env node
// The `tracelens` command: builds what is missing or stale, then runs the bundled proxy
// with plain node (the same as `npm start`).
await import("../scripts/ensure-build.mjs");
await import("../dist-server/main.mjs");
