/**
 * The masker on the corpora and on the people of a run: emails everywhere, zero changes to
 * non-personal strings, names and handles of known people, one pseudonym per person in every
 * spelling, JSON that still parses at every depth, and masked text that masks to itself.
 */
import { describe, expect, it } from "vitest";
import {
  CONTEXTS,
  EMAIL_SPELLINGS,
  escapeNonAscii,
  NON_PERSONAL,
} from "../testing/mask-corpus";
import { escapedView } from "./escaped-view";
import { createMasker } from "./masker";
import { collectMaskSubjects } from "./subjects";

const input = collectMaskSubjects({
  records: [
    {
      id: "r1",
      trigger: {
        participantId: "p-dana",
        participantDisplayName: "Dana Levi",
        participantKind: "PERSON",
      },
    },
  ],
  participants: [
    {
      id: "p-dana",
      kind: "PERSON",
      displayName: "Dana Levi",
      email: "dana.levi@meridian-brokers.co.il",
      channels: [{ address: "+972524418830", label: "WhatsApp" }],
    },
    {
      id: "p-shira",
      kind: "PERSON",
      displayName: "שירה גולן",
      channels: [{ address: "@shira_golan" }],
    },
    {
      id: "p-desk",
      kind: "GROUP",
      displayName: "Claims Desk",
      email: "claims@nordwood.co.il",
    },
    { id: "p-bot", kind: "AI_AGENT", displayName: "Policy Reader" },
  ],
  userStrings: ["Meridian Brokers", "policy 44-1902"],
});
const masker = createMasker(input);
const readable = (text: string) => escapedView(text).text.toLowerCase();

describe("masker", () => {
  it("masks every email of the corpus in every context", () => {
    const leaked = EMAIL_SPELLINGS.flatMap((email) =>
      CONTEXTS.filter((context) =>
        readable(masker.maskText(context.wrap(email))).includes(
          email.toLowerCase(),
        ),
      ).map((context) => `${email} in ${context.name}`),
    );
    expect(leaked).toEqual([]);
  });

  it("changes none of the non-personal strings, plain, in JSON or double-encoded", () => {
    const changed = NON_PERSONAL.flatMap((text) =>
      CONTEXTS.map((context) => context.wrap(text)).filter(
        (wrapped) => masker.maskText(wrapped) !== wrapped,
      ),
    );
    expect(changed).toEqual([]);
  });

  it("gives one person one pseudonym in every spelling: name, name part, email, phone, handle", () => {
    const text =
      "Dana Levi (DANA LEVI, Dana) wrote from Dana.Levi@Meridian-Brokers.co.il and 052-441-8830; שירה גולן is @shira_golan";
    expect(masker.maskText(text)).toBe(
      "Customer A (Customer A, Customer A) wrote from customer-a@••• and +972-••-•••-8830; Customer B is @customer-b",
    );
  });

  it("finds Hebrew names written as \\uXXXX escapes at any depth, and keeps the JSON valid", () => {
    const inner = escapeNonAscii(
      JSON.stringify({ to: "שירה גולן", phone: "0524418830" }),
    );
    const outer = JSON.stringify({
      strValue: JSON.stringify({ payload: inner }),
    });
    const masked = masker.maskText(outer);
    const { strValue } = JSON.parse(masked) as { strValue: string };
    const { payload } = JSON.parse(strValue) as { payload: string };
    const decoded = JSON.parse(payload) as Record<string, string>;
    expect(decoded).toEqual({ to: "Customer B", phone: "+972-••-•••-8830" });
  });

  it("masks a name part only as a whole word written as in the name, and leaves an AI agent's name", () => {
    expect(
      masker.maskText("Danaher, levi's, Policy Reader, Claims Desk, Claims"),
    ).toBe("Danaher, levi's, Policy Reader, Customer C, Claims");
  });

  it("masks a possessive, and leaves a name that is part of an identifier", () => {
    expect(masker.maskText("Dana's order for dana_bot and Dana2")).toBe(
      "Customer A's order for dana_bot and Dana2",
    );
  });

  it("masks the user's strings wherever they occur, in any case and spacing", () => {
    expect(masker.maskText("MERIDIAN  brokers sent Policy 44-1902.")).toBe(
      "[masked 1] sent [masked 2].",
    );
  });

  it("tags an email nobody owns the same way every time, and differently from another", () => {
    const first = masker.maskText("eitan.rosen@meridian-brokers.co.il");
    expect(first).toMatch(/^email-[0-9a-z]{4}@•••$/);
    expect(masker.maskText("Eitan.Rosen@Meridian-Brokers.co.il")).toBe(first);
    expect(masker.maskText("maya.klein@meridian-brokers.co.il")).not.toBe(
      first,
    );
  });

  it("masks values, keys and a known phone stored as a number, without touching the input", () => {
    const value = {
      "dana.levi@meridian-brokers.co.il": {
        phone: 972524418830,
        count: 22,
        name: "Dana Levi",
      },
    };
    expect(masker.maskValue(value)).toEqual({
      "customer-a@•••": {
        phone: "+972-••-•••-8830",
        count: 22,
        name: "Customer A",
      },
    });
    expect(value["dana.levi@meridian-brokers.co.il"].name).toBe("Dana Levi");
  });

  it("changes nothing when masking masked text again", () => {
    const once = masker.maskText(
      "Dana Levi, +972 52 441 8830, x@y.io, @shira_golan, Meridian Brokers",
    );
    expect(masker.maskText(once)).toBe(once);
  });

  it("keeps a __proto__ key as data", () => {
    const value = JSON.parse('{"__proto__": {"name": "Dana Levi"}}') as Record<
      string,
      unknown
    >;
    const masked = masker.maskValue(value);
    expect(Object.getPrototypeOf(masked)).toBe(Object.prototype);
    expect(JSON.stringify(masked)).toBe('{"__proto__":{"name":"Customer A"}}');
  });
});
