/**
 * `--traces DIR` answers the lookups too: a saved `participants list` output (or the
 * people saved records name) for find-by-customer, and the owner of a saved run.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTracesDirSource } from "./traces-dir-source";
import { createApp } from "../app";

const FIXTURES = join(import.meta.dirname, "../../fixtures/saved-runs");
const WAITING_RUN = "0b6f4d2e-9a1c-4e3b-8f7d-5c2a1e0d9b00";
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tracelens-lookups-"));
  cpSync(FIXTURES, dir, { recursive: true });
  writeFileSync(
    join(dir, "people.json"),
    JSON.stringify([
      {
        id: "p-dana",
        kind: "PERSON",
        displayName: "Dana Levi",
        channels: [{ address: "+972524418830" }],
        agentIds: ["email_policies_parser"],
      },
    ]),
  );
  writeFileSync(
    join(dir, "served-run.json"),
    JSON.stringify({
      id: "run-served",
      agentId: "support_assistant",
      startTime: 1785999000000,
      status: "COMPLETED",
      trigger: { participantId: "p-omer", participantDisplayName: "Omer" },
    }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("traces-dir lookups", () => {
  it("lists saved participants and the people saved records name", async () => {
    const people = (await createTracesDirSource(dir).listParticipants()) as {
      id: string;
      agentIds: string[];
    }[];
    expect(people.map((p) => p.id).sort()).toEqual(["p-dana", "p-omer"]);
    expect(people.find((p) => p.id === "p-omer")?.agentIds).toEqual([
      "support_assistant",
    ]);
  });

  it("finds the agent of a saved run, and says not_found for any other id", async () => {
    const source = createTracesDirSource(dir);
    expect(await source.locateRun(WAITING_RUN)).toBe("email_policies_parser");
    await expect(source.locateRun("nope")).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("find-by-customer over saved files", () => {
  const search = async (folder: string, query: string) =>
    createApp({
      runSource: createTracesDirSource(folder),
      staticDir: null,
      bindHost: "127.0.0.1",
    }).request(`/api/participants?query=${encodeURIComponent(query)}`, {
      headers: { host: "127.0.0.1:8723" },
    });

  it("says the saved files carry no participants directory when a phone finds nobody", async () => {
    const response = await search(FIXTURES, "+1 555 0100");
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(
      /^Nobody matches "\+1 555 0100": the saved files in .* carry no participants directory/,
    );
  });

  it("answers an empty list when a saved directory exists and nobody in it matches", async () => {
    const response = await search(dir, "+1 555 0100");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
