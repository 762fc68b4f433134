/**
 * `--traces` over a hostile folder: named pipes and unreadable files under `.json` names, a
 * file past the size cap, files deleted while the folder is read, a step tree thousands of
 * levels deep, names with spaces, `:`, `#` and `\`. The contract: each bad file is listed as
 * a problem of that file, every other run keeps being served, and nothing wedges the proxy.
 *
 * Tests run as root here, who can read any file: an unreadable file is simulated by having
 * `open` fail with EACCES for files named `locked*.json`.
 */
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { createTracesDirSource } from "./sources/traces-dir-source";
import { MAX_JSON_FILE_BYTES } from "./sources/json-file-reader";
import {
  deepTraceText,
  getter,
  makeFifo,
  releaseFifo,
  nestedText,
  savedTrace,
  within,
  wireStep,
} from "./testing/hostile-folder";
import { createVirtualFiles } from "./testing/virtual-files";

/** Opens of each path, and how many opened files were open at once (the proxy's own reads). */
const opens = new Map<string, number>();
/** `stat` calls per path: what a call costs once the folder is indexed. */
const stats = new Map<string, number>();
/** Folder listings: how often the proxy walks the folder. */
const listings = { count: 0 };
const held = { now: 0, peak: 0 };
/** Files only in memory, listed beside a real folder's own (the 20,000-file folder). */
const virtual = createVirtualFiles();

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const denied = (path: unknown) =>
    /[/\\]locked[^/\\]*\.json$/.test(String(path));
  const eacces = (path: unknown) =>
    Object.assign(
      new Error(`EACCES: permission denied, open '${String(path)}'`),
      { code: "EACCES" },
    );
  const counted = (path: unknown) =>
    opens.set(String(path), (opens.get(String(path)) ?? 0) + 1);
  return {
    ...actual,
    readdir: async (dir: string, ...rest: unknown[]) => {
      listings.count++;
      const real = await (
        actual.readdir as (...args: unknown[]) => Promise<unknown[]>
      )(dir, ...rest);
      return [...real, ...virtual.entries(String(dir))];
    },
    stat: (path: string, ...rest: unknown[]) => {
      stats.set(String(path), (stats.get(String(path)) ?? 0) + 1);
      if (virtual.has(String(path)))
        return Promise.resolve(virtual.stat(String(path)));
      return (actual.stat as (...args: unknown[]) => unknown)(path, ...rest);
    },
    open: async (path: string, ...rest: unknown[]) => {
      if (denied(path)) throw eacces(path);
      counted(path);
      const handle = virtual.has(String(path))
        ? (virtual.open(String(path)) as unknown as FsPromises.FileHandle)
        : await (
            actual.open as (
              ...args: unknown[]
            ) => Promise<FsPromises.FileHandle>
          )(path, ...rest);
      held.peak = Math.max(held.peak, ++held.now);
      const close = handle.close.bind(handle);
      handle.close = () => {
        held.now--;
        return close();
      };
      return handle;
    },
    readFile: async (path: string, ...rest: unknown[]) => {
      if (denied(path)) throw eacces(path);
      counted(path);
      held.peak = Math.max(held.peak, ++held.now);
      try {
        return await (actual.readFile as (...args: unknown[]) => unknown)(
          path,
          ...rest,
        );
      } finally {
        held.now--;
      }
    },
  };
});

const AGENT = "hostile_agent";
/** Files in the folder whose index is counted. */
const FILES = 2000;
let dir: string;
const fifos: string[] = [];

const appFor = (folder: string) =>
  createApp({
    runSource: createTracesDirSource(folder),
    staticDir: null,
    bindHost: "127.0.0.1",
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tracelens-hostile-"));
  writeFileSync(join(dir, "good.json"), savedTrace("good-run"));
  for (const name of ["pipe.json", "nested/pipe-trace.json"]) {
    mkdirSync(join(dir, "nested"), { recursive: true });
    makeFifo(join(dir, name));
    fifos.push(join(dir, name));
  }
  writeFileSync(join(dir, "locked.json"), savedTrace("locked-run"));
  writeFileSync(join(dir, "huge.json"), "");
  truncateSync(join(dir, "huge.json"), MAX_JSON_FILE_BYTES + 1);
  mkdirSync(join(dir, "folder.json"));
});
afterAll(() => {
  for (const fifo of fifos) releaseFifo(fifo);
  rmSync(dir, { recursive: true, force: true });
});

describe("a hostile --traces folder", () => {
  it("lists pipes, unreadable, oversized and odd files as problems and serves every other run", async () => {
    const get = getter(appFor(dir));
    const source = await within(5000, get("/api/source"), "/api/source");
    expect(source.status).toBe(200);
    const { problems } = (await source.json()) as {
      problems: { file: string; message: string }[];
    };
    const problemOf = (file: string) =>
      problems.find((problem) => problem.file === file)?.message;
    expect(problemOf("pipe.json")).toMatch(
      /not a regular file \(a named pipe\)/,
    );
    expect(problemOf(join("nested", "pipe-trace.json"))).toMatch(/named pipe/);
    expect(problemOf("locked.json")).toMatch(/permission denied/);
    expect(problemOf("huge.json")).toMatch(/larger than 256 MiB/);

    const runs = await within(5000, get(`/api/agents/${AGENT}/runs`), "runs");
    expect(runs.status).toBe(200);
    const trace = await within(
      5000,
      get(`/api/agents/${AGENT}/runs/good-run/trace`),
      "trace",
    );
    expect(trace.status).toBe(200);
    expect(await trace.json()).toMatchObject({
      trace: { agentExecutionRecordId: "good-run" },
    });
  });

  it("keeps answering while a trace file it listed is replaced by a pipe", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-swap-"));
    try {
      writeFileSync(join(folder, "a.json"), savedTrace("run-a"));
      writeFileSync(join(folder, "b.json"), savedTrace("run-b"));
      const get = getter(appFor(folder));
      expect((await get(`/api/agents/${AGENT}/runs`)).status).toBe(200);
      unlinkSync(join(folder, "a.json"));
      makeFifo(join(folder, "a.json"));
      fifos.push(join(folder, "a.json"));
      const trace = await within(
        5000,
        get(`/api/agents/${AGENT}/runs/run-a/trace`),
        "the swapped trace",
      );
      expect(trace.status).toBeLessThan(500);
      const other = await within(
        5000,
        get(`/api/agents/${AGENT}/runs/run-b/trace`),
        "another trace",
      );
      expect(other.status).toBe(200);
    } finally {
      releaseFifo(join(folder, "a.json"));
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("serves every request while files are created and deleted under it", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-churn-"));
    writeFileSync(join(folder, "stable.json"), savedTrace("stable-run"));
    const get = getter(appFor(folder));
    let churning = true;
    const pause = () =>
      new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    const churner = async (lane: number) => {
      for (let round = 0; churning; round++) {
        const file = join(folder, `churn-${lane}-${round % 10}.json`);
        writeFileSync(file, savedTrace(`churn-${lane}-${round % 10}`));
        await pause();
        rmSync(file, { force: true });
        await pause();
      }
    };
    const churn = Promise.all([0, 1, 2, 3].map(churner));
    try {
      const paths = [
        "/api/agents",
        `/api/agents/${AGENT}/runs`,
        `/api/agents/${AGENT}/runs/stable-run/trace`,
        "/api/source",
      ];
      const statuses: number[] = [];
      for (let batch = 0; batch < 25; batch++) {
        const answers = await Promise.all(
          paths.map((path) => get(path).then((response) => response.status)),
        );
        statuses.push(...answers);
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      churning = false;
      await churn;
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("serves a step tree 5,000 deep and answers a value 10,000 levels deep for that run only", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-deep-"));
    try {
      writeFileSync(
        join(folder, "deep-tree.json"),
        deepTraceText("deep-tree", 5000),
      );
      // A CLI envelope: not the API's answer as it is, so the proxy must unwrap and serialise it.
      const [before, after] = savedTrace("deep-value", [
        wireStep("s1", ["HOLE"]),
      ]).split('"HOLE"');
      writeFileSync(
        join(folder, "deep-value.json"),
        `{"ok":true,"data":${before}${nestedText('"bottom"', 10_000)}${after}}`,
      );
      writeFileSync(join(folder, "fine.json"), savedTrace("fine-run"));
      const get = getter(appFor(folder));
      const tree = await get(`/api/agents/${AGENT}/runs/deep-tree/trace`);
      expect(tree.status).toBe(200);
      let depth = 0;
      let steps = (
        (await tree.json()) as { trace: { traces: { steps: unknown[] }[] } }
      ).trace.traces;
      while (steps.length > 0) {
        depth++;
        steps = (steps[0] as { steps: { steps: unknown[] }[] }).steps;
      }
      expect(depth).toBe(5000);
      const value = await get(`/api/agents/${AGENT}/runs/deep-value/trace`);
      expect(value.status).toBeLessThan(500);
      expect(
        (await get(`/api/agents/${AGENT}/runs/fine-run/trace`)).status,
      ).toBe(200);
      expect((await get(`/api/agents/${AGENT}/runs`)).status).toBe(200);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("lists and opens saved files whatever their names, each under its own id", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-names-"));
    const names = [
      "with space.json",
      "run:1.json",
      "hash#tag.json",
      "back\\slash.json",
      "trace.json",
      "-trace.json",
      "with_space.json",
    ];
    try {
      for (const name of names)
        writeFileSync(join(folder, name), savedTrace(null));
      const get = getter(appFor(folder));
      const list = (await (await get(`/api/agents/${AGENT}/runs`)).json()) as {
        items: { id: string; savedFile: string }[];
      };
      expect(list.items.map((run) => run.savedFile).sort()).toEqual(
        [...names].sort(),
      );
      const ids = list.items.map((run) => run.id);
      expect(new Set(ids).size).toBe(names.length);
      for (const id of ids) {
        const trace = await get(
          `/api/agents/${AGENT}/runs/${encodeURIComponent(id)}/trace`,
        );
        expect(trace.status, `run ${id}`).toBe(200);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("sends a saved trace byte for byte, reading it once however many ask at once", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-stream-"));
    try {
      // Pretty-printed, as `jq .` leaves it: a proxy that re-serialises sends other bytes.
      const text = JSON.stringify(
        JSON.parse(savedTrace("pretty-run")),
        null,
        2,
      );
      writeFileSync(join(folder, "pretty.json"), text);
      const envelope = join(folder, "envelope.json");
      writeFileSync(
        envelope,
        `{"ok":true,"data":${savedTrace("envelope-run")},"warnings":[]}`,
      );
      const get = getter(appFor(folder));
      const trace = await get(`/api/agents/${AGENT}/runs/pretty-run/trace`);
      expect(trace.headers.get("content-length")).toBe(
        String(Buffer.byteLength(text)),
      );
      expect(await trace.text()).toBe(text);

      await get(`/api/agents/${AGENT}/runs`);
      const before = [...opens]
        .filter(([path]) => path.endsWith("envelope.json"))
        .reduce((sum, [, count]) => sum + count, 0);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          get(`/api/agents/${AGENT}/runs/envelope-run/trace`),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        answers.map(() => 200),
      );
      const after = [...opens]
        .filter(([path]) => path.endsWith("envelope.json"))
        .reduce((sum, [, count]) => sum + count, 0);
      expect(after - before).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("parses at most four files at once", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tracelens-bound-"));
    try {
      for (let n = 0; n < 12; n++)
        writeFileSync(
          join(folder, `envelope-${n}.json`),
          `{"ok":true,"data":${savedTrace(`envelope-${n}`)}}`,
        );
      const get = getter(appFor(folder));
      await get(`/api/agents/${AGENT}/runs`);
      held.peak = held.now;
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          get(`/api/agents/${AGENT}/runs/envelope-${n}/trace`),
        ),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(held.peak - held.now).toBeLessThanOrEqual(4);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("indexes a folder once: each later call stats the folder alone, opens and walks nothing, and still sees additions and rewrites", async () => {
    const folder = realpathSync(mkdtempSync(join(tmpdir(), "tracelens-many-")));
    try {
      // The calls are counted, not timed, so the folder's size does not decide the verdict:
      // a call that walked or read per file would show here as it did with 20,000 files
      // (≈ 4 s a call). 1,998 files of one saved trace without a run id (each run's id is its
      // file name) are held in memory; run-0 and run-7 are real, run-7 to be rewritten.
      writeFileSync(join(folder, "run-0.json"), savedTrace(null));
      writeFileSync(join(folder, "run-7.json"), savedTrace("run-7"));
      virtual.add(
        folder,
        Array.from({ length: FILES }, (_, n) => `run-${n}.json`).filter(
          (name) => name !== "run-0.json" && name !== "run-7.json",
        ),
        savedTrace(null),
      );
      const get = getter(appFor(folder));
      const runs = async () =>
        (await (await get(`/api/agents/${AGENT}/runs`)).json()) as {
          items: { id: string; status: string }[];
          total?: number;
        };
      expect((await runs()).items).toHaveLength(50);
      // Indexing read each file once.
      const indexed = [...opens].filter(([path]) => path.startsWith(folder));
      expect(indexed).toHaveLength(FILES);
      expect(indexed.every(([, count]) => count === 1)).toBe(true);

      const walked = listings.count;
      const opened = [...opens.values()].reduce((sum, n) => sum + n, 0);
      const statted = new Map(stats);
      for (let call = 0; call < 20; call++)
        expect((await get("/api/agents")).status).toBe(200);
      // What 20 calls cost: no walk, no open, and a `stat` of the one folder each, never of
      // a file.
      expect(listings.count).toBe(walked);
      expect([...opens.values()].reduce((sum, n) => sum + n, 0)).toBe(opened);
      const calls = [...stats].flatMap(([path, count]) => {
        const more = count - (statted.get(path) ?? 0);
        return more > 0 ? [[path, more] as const] : [];
      });
      expect(calls).toEqual([[folder, 20]]);

      writeFileSync(join(folder, "added.json"), savedTrace("added-run"));
      expect(
        (await get(`/api/agents/${AGENT}/runs/added-run/trace`)).status,
      ).toBe(200);
      // Rewritten in place: the folder's mtime does not change, its watch fires.
      writeFileSync(
        join(folder, "run-7.json"),
        savedTrace("run-7").replace('"COMPLETED"', '"FAILED"'),
      );
      await expect
        .poll(
          async () =>
            (
              (await (await get(`/api/agents/${AGENT}/runs/run-7`)).json()) as {
                status: string;
              }
            ).status,
          { timeout: 20_000 },
        )
        .toBe("FAILED");
    } finally {
      virtual.remove(folder);
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
