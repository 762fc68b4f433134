import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, type Config } from "./config";

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

  it("reads the timeout in seconds", () => {
    expect(parse(["--timeout", "2.5"]).upstreamTimeoutMs).toBe(2500);
  });

  it("answers --help", () => {
    expect(parseConfig(["--help"], {})).toBe("help");
  });
});
