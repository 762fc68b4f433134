import { describe, expect, it } from "vitest";
import {
  classifyParticipantQuery,
  matchParticipants,
} from "./match-participants";
import { normalizeFruxonParticipants } from "./participant";

const people = normalizeFruxonParticipants([
  {
    id: "p-michal",
    kind: "PERSON",
    displayName: "מיכל כהן",
    email: "michal.cohen84@gmail.com",
    channels: [{ address: "+972545614701", label: "WhatsApp" }],
    agentIds: ["support_assistant"],
  },
  {
    id: "p-yossi",
    kind: "PERSON",
    displayName: "Yossi Mizrahi",
    email: null,
    channels: [
      { address: "+972528830412", label: "WhatsApp" },
      { address: "@yossi_mz", label: "Telegram" },
    ],
    agentIds: ["support_assistant"],
  },
  {
    id: "p-sarah",
    kind: "PERSON",
    displayName: "Sarah Goldstein",
    email: "sarah.goldstein@icloud.com",
    channels: [{ address: "+1 (415) 555-0142", label: "WhatsApp" }],
    agentIds: [],
  },
  { displayName: "no id, skipped" },
]);

const ids = (query: string, mode: "exact" | "search" = "exact") =>
  matchParticipants(people, query, mode).map((hit) => hit.participant.id);

describe("classifyParticipantQuery", () => {
  it("reads phone numbers in any punctuation as digits", () => {
    expect(classifyParticipantQuery("+972-54-561-4701")).toMatchObject({
      kind: "phone",
      value: "972545614701",
      hasPlus: true,
    });
    expect(classifyParticipantQuery("(415) 555 0142").kind).toBe("phone");
  });
  it("tells emails, handles and names apart", () => {
    expect(classifyParticipantQuery(" Michal.Cohen84@Gmail.com ").kind).toBe(
      "email",
    );
    expect(classifyParticipantQuery("@yossi_mz")).toMatchObject({
      kind: "handle",
      value: "yossi_mz",
    });
    expect(classifyParticipantQuery("Yossi").kind).toBe("text");
    expect(classifyParticipantQuery("12345").kind).toBe("text");
  });
});

describe("matchParticipants", () => {
  it("matches a phone number by its digits, whatever the dashes and spaces", () => {
    expect(ids("+972-54-561-4701")).toEqual(["p-michal"]);
    expect(ids("+972 54 561 4701")).toEqual(["p-michal"]);
    expect(ids("972545614701")).toEqual(["p-michal"]);
    expect(ids("+1 415 555 0142")).toEqual(["p-sarah"]);
  });
  it("matches a national number with a trunk 0, or an 00 prefix", () => {
    expect(ids("054-561-4701")).toEqual(["p-michal"]);
    expect(ids("00972545614701")).toEqual(["p-michal"]);
  });
  it("does not match a different number, nor a partial one in exact mode", () => {
    expect(ids("+972-54-561-4702")).toEqual([]);
    expect(ids("5614701")).toEqual([]);
    expect(ids("+54-561-4701")).toEqual([]);
  });
  it("finds partial numbers when searching", () => {
    expect(ids("5614701", "search")).toEqual(["p-michal"]);
  });
  it("matches emails case-insensitively and handles with or without @", () => {
    expect(ids("MICHAL.COHEN84@gmail.com")).toEqual(["p-michal"]);
    expect(ids("@yossi_mz")).toEqual(["p-yossi"]);
    expect(ids("yossi_mz")).toEqual(["p-yossi"]);
  });
  it("matches a participant id and a whole name exactly, part of a name only when searching", () => {
    expect(ids("p-yossi")).toEqual(["p-yossi"]);
    expect(ids("yossi mizrahi")).toEqual(["p-yossi"]);
    expect(ids("yossi")).toEqual([]);
    expect(ids("yossi", "search")).toEqual(["p-yossi"]);
    expect(ids("כהן", "search")).toEqual(["p-michal"]);
  });
  it("puts exact hits before partial ones", () => {
    const hits = matchParticipants(
      normalizeFruxonParticipants([
        { id: "a", displayName: "Dana Levi-Katz" },
        { id: "b", displayName: "Dana Levi" },
      ]),
      "dana levi",
      "search",
    );
    expect(hits.map((hit) => [hit.participant.id, hit.exact])).toEqual([
      ["b", true],
      ["a", false],
    ]);
  });
  it("returns nothing for an empty query", () => {
    expect(ids("   ", "search")).toEqual([]);
  });
});
