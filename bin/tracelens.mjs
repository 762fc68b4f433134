#!/usr/bin/env node
// The `tracelens` command: runs the TypeScript proxy through tsx's loader.
import { register } from "tsx/esm/api";

register();
await import("../server/main.ts");
