import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, type Config } from "./config";
import { defaultDataDir } from "./data-dir";

const dir = mkdtempSync(join(tmpdir(), "tracelens-config-"));
const parse = (argv: string[], env: Record<string, string> = {}) =>
  parseConfig(argv, env) as Config;

describe("parseConfig", () => {
  it("defaults to the embedded demo on 127.0.0.1:8723", () => {
    expect(parse([])).toMatchObject({
      host: "127.0.0.1",
      port: 8723,
      mode: "demo",
      token: null,
      fruxonUrl: "https://api.fruxon.com",
    });
  });

  it("uses the live API when a token and tenant are given, from env or flags", () => {
    expect(
      parse(["--tenant", "acme"], { FRUXON_TOKEN: "fx_pat_1" }),
    ).toMatchObject({ mode: "fruxon", tenant: "acme", token: "fx_pat_1" });
    const tokenFile = join(dir, "token");
    writeFileSync(tokenFile, "fx_sat_2\n");
    expect(
      parse(["--token-file", tokenFile], { FRUXON_TENANT: "beta" }),
    ).toMatchObject({ mode: "fruxon", tenant: "beta", token: "fx_sat_2" });
  });

  it("prefers a traces folder over the live API", () => {
    expect(
      parse(["--traces", dir], { FRUXON_TOKEN: "t", FRUXON_TENANT: "x" }),
    ).toMatchObject({ mode: "traces", tracesDir: dir });
  });

  it("takes one .json file as --traces: a saved run or a bundle", () => {
    const bundle = join(dir, "agent-run.tracelens.json");
    writeFileSync(bundle, "{}");
    expect(parse(["--traces", bundle])).toMatchObject({
      mode: "traces",
      tracesDir: bundle,
    });
  });

  it("accepts --port 0 and other ports, and rejects nonsense with a clear message", () => {
    expect(parse(["--port", "0"]).port).toBe(0);
    expect(parse(["--port", "9000", "--host", "0.0.0.0"])).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
    });
    expect(() => parse(["--port", "abc"])).toThrow(/--port must be a number/);
    expect(() => parse(["--port", "70000"])).toThrow(/between 0 and 65535/);
    expect(() => parse(["--fruxon-url", "ftp://x"])).toThrow(/--fruxon-url/);
    expect(() => parse(["--bogus"])).toThrow(ConfigError);
  });

  it("explains what is missing or wrong", () => {
    expect(() => parse([], { FRUXON_TOKEN: "t" })).toThrow(/no tenant/);
    expect(() => parse(["--token-file", join(dir, "missing")])).toThrow(
      /cannot read it/,
    );
    expect(() => parse(["--traces", join(dir, "missing")])).toThrow(
      /no such file or directory/,
    );
    expect(() => parse(["--traces", join(dir, "token")])).toThrow(
      /expected a directory/,
    );
  });

  it("keeps notes in --data-dir, else TRACELENS_DATA_DIR, else the user's data directory", () => {
    expect(parse(["--data-dir", "rel/notes"])).toMatchObject({
      dataDir: resolve("rel/notes"),
    });
    expect(
      parse(["--data-dir", "/a"], { TRACELENS_DATA_DIR: "/b" }),
    ).toMatchObject({ dataDir: "/a" });
    expect(parse([], { TRACELENS_DATA_DIR: "/b" })).toMatchObject({
      dataDir: "/b",
    });
    expect(parse([], { HOME: "/home/dana" })).toMatchObject({
      dataDir: defaultDataDir({ HOME: "/home/dana" }),
    });
    expect(() => parse(["--data-dir", ""])).toThrow(/--data-dir/);
  });

  it("reads the timeout in seconds", () => {
    expect(parse(["--timeout", "2.5"]).upstreamTimeoutMs).toBe(2500);
  });

  it("answers --help, and -h like it", () => {
    expect(parseConfig(["--help"], {})).toBe("help");
    expect(parseConfig(["-h"], {})).toBe("help");
    expect(parseConfig(["--port", "9000", "-h"], {})).toBe("help");
  });

  it("names the nearest flag for a mistyped one, and none for a flag nothing is near", () => {
    expect(() => parse(["--prot", "9000"])).toThrow(
      "Unknown option --prot. Did you mean --port? (--help lists the options.)",
    );
    expect(() => parse(["--port", "1", "--sharee"])).toThrow(
      /Unknown option --sharee\. Did you mean --share\?/,
    );
    expect(() => parse(["--Data-Dir=/x"])).toThrow(/Did you mean --data-dir\?/);
    expect(() => parse(["--tenat", "acme"])).toThrow(/Did you mean --tenant\?/);
    expect(() => parse(["--verbose"])).toThrow(
      "Unknown option --verbose. (--help lists the options.)",
    );
    expect(() => parse(["-x"])).toThrow(/^Unknown option -x\. \(--help/);
  });
});

describe("parseConfig — settings that must not be trusted", () => {
  const secretEnv = "sk_live_should_never_be_printed";

  it("refuses a token with a NUL, a line break or non-ASCII, without quoting it", () => {
    for (const [content, why] of [
      ["fx_pat_abc\0", /NUL/],
      ["fx_pat_abc\r\nsecond-line", /line break/],
      ["\ufefffx_pat_abc", /non-ASCII/],
    ] as const) {
      const file = join(dir, `token-${content.length}`);
      writeFileSync(file, content);
      expect(() => parse(["--token-file", file, "--tenant", "a"])).toThrow(why);
      try {
        parse(["--token-file", file, "--tenant", "a"]);
      } catch (error) {
        expect((error as Error).message).not.toContain("fx_pat_abc");
      }
    }
    expect(() =>
      parse(["--tenant", "a"], { FRUXON_TOKEN: "fx_pat\nabc" }),
    ).toThrow(/FRUXON_TOKEN contains a line break/);
  });

  it("refuses /proc/self/environ as a token file without printing the environment", () => {
    process.env.TRACELENS_TEST_SECRET = secretEnv;
    try {
      expect(() =>
        parse(["--token-file", "/proc/self/environ", "--tenant", "a"]),
      ).toThrow(/not shown/);
      try {
        parse(["--token-file", "/proc/self/environ", "--tenant", "a"]);
      } catch (error) {
        expect((error as Error).message).not.toContain(secretEnv);
      }
    } finally {
      delete process.env.TRACELENS_TEST_SECRET;
    }
  });

  it("stops reading /dev/zero at a size cap, and does not hang on a FIFO nobody writes", () => {
    expect(() => parse(["--token-file", "/dev/zero"])).toThrow(
      /not a token file/,
    );
    const fifo = join(dir, "token.fifo");
    execFileSync("mkfifo", [fifo]);
    const started = Date.now();
    expect(() => parse(["--token-file", fifo])).toThrow(/is empty/);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("reads a token from a pipe that has a writer, as `<(pass show …)` gives", () => {
    const fifo = join(dir, "piped.fifo");
    execFileSync("mkfifo", [fifo]);
    const writer = spawn("sh", [
      "-c",
      `sleep 0.2; printf 'fx_pat_piped\\n' > ${fifo}`,
    ]);
    try {
      expect(parse(["--token-file", fifo, "--tenant", "a"]).token).toBe(
        "fx_pat_piped",
      );
    } finally {
      writer.kill();
    }
  });

  it("refuses a timeout past what timers can hold", () => {
    expect(() => parse(["--timeout", "3000000"])).toThrow(/at most 3600/);
  });

  it("refuses credentials, a query or a fragment in --fruxon-url, without repeating the password", () => {
    try {
      parse(["--fruxon-url", "https://user:hunter2@api.example.com"]);
      throw new Error("accepted");
    } catch (error) {
      expect((error as Error).message).toMatch(/user name or password/);
      expect((error as Error).message).not.toContain("hunter2");
    }
    expect(() =>
      parse(["--fruxon-url", "https://api.example.com/?x=1"]),
    ).toThrow(/query or fragment/);
    expect(() => parse(["--fruxon-url", "https://api.example.com/#a"])).toThrow(
      /query or fragment/,
    );
    expect(
      parse(["--fruxon-url", "https://gw.example.com/fruxon/"]).fruxonUrl,
    ).toBe("https://gw.example.com/fruxon");
  });

  it("refuses a tenant that is not an id", () => {
    expect(() =>
      parse(["--tenant", "../x"], { FRUXON_TOKEN: "fx_pat_1" }),
    ).toThrow(/not a tenant id/);
  });
});

describe("parseConfig — binding and sharing", () => {
  const lan = { lanAddress: () => "192.168.1.20" };

  it("needs the access key on any non-loopback bind, and warns", () => {
    for (const host of ["0.0.0.0", "192.168.1.20", "::"]) {
      const config = parseConfig(["--host", host], {}, lan) as Config;
      expect(config.needsAccessKey).toBe(true);
      expect(config.warnings.join("\n")).toMatch(/reachable from the network/);
    }
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"]) {
      const config = parseConfig(["--host", host], {}, lan) as Config;
      expect(config.needsAccessKey).toBe(false);
      expect(config.warnings).toEqual([]);
    }
  });

  it("--share binds the LAN address (or --host) and always needs the key", () => {
    expect(parseConfig(["--share"], {}, lan)).toMatchObject({
      host: "192.168.1.20",
      share: true,
      needsAccessKey: true,
      warnings: [],
    });
    expect(
      parseConfig(["--share", "--host", "127.0.0.1"], {}, lan),
    ).toMatchObject({ host: "127.0.0.1", needsAccessKey: true });
    expect(() =>
      parseConfig(["--share"], {}, { lanAddress: () => null }),
    ).toThrow(/pass --host/);
  });

  it("keeps the host names the user lists", () => {
    expect(
      parse(["--allow-host", "Tracelens.Local", "--allow-host", "box"])
        .allowedHosts,
    ).toEqual(["tracelens.local", "box"]);
  });

  it("warns when --tenant is given without a token", () => {
    expect(parse(["--tenant", "acme"]).warnings.join("\n")).toMatch(
      /without a token.*embedded demo/,
    );
  });
});
