/**
 * Who a run names: one subject per person however many places name them, lettered in a
 * fixed order (the person the run served first), from wire JSON or normalised participants.
 */
import { describe, expect, it } from "vitest";
import trace from "../../../fixtures/saved-runs/waiting-consult-fan-out.json";
import { collectMaskSubjects } from "./subjects";

describe("collectMaskSubjects", () => {
  it("merges a person named by the trigger, a tree node and the directory into one subject, served person first", () => {
    const { subjects } = collectMaskSubjects({
      records: [
        {
          id: "r1",
          trigger: {
            participantId: "p-omer",
            participantDisplayName: "Omer",
            participantKind: "PERSON",
          },
        },
      ],
      trees: [
        {
          nodes: [
            {
              id: "r1",
              trigger: {
                participantId: "p-omer",
                participantDisplayName: "Omer Ben-David",
              },
            },
            { id: "r2", trigger: null },
          ],
        },
      ],
      participants: [
        {
          id: "p-dana",
          kind: "PERSON",
          displayName: "Dana Levi",
          email: "dana@x.io",
          channels: [],
        },
        {
          id: "p-omer",
          kind: "PERSON",
          displayName: "Omer Ben-David",
          email: "omer.bd@outlook.com",
          channels: [{ address: "+972547702159" }, { address: "@omer_bd" }],
          health: { channels: [{ address: "+972547702159" }] },
          channelActivations: [{ address: "omer.bd@outlook.com" }],
        },
      ],
    });
    expect(subjects).toEqual([
      {
        key: "p-omer",
        kind: "PERSON",
        names: ["Omer", "Omer Ben-David"],
        addresses: ["omer.bd@outlook.com", "+972547702159", "@omer_bd"],
      },
      {
        key: "p-dana",
        kind: "PERSON",
        names: ["Dana Levi"],
        addresses: ["dana@x.io"],
      },
    ]);
  });

  it("takes the person a suspended run waits on, and joins them to their directory entry by name", () => {
    const { subjects } = collectMaskSubjects({
      traces: [trace],
      participants: [
        {
          id: "p-dana",
          kind: "PERSON",
          displayName: "Dana Levi",
          channels: [{ address: "+972524418830" }],
        },
      ],
    });
    expect(subjects).toEqual([
      {
        key: "name:dana levi",
        kind: "PERSON",
        names: ["Dana Levi"],
        addresses: ["+972524418830"],
      },
    ]);
  });

  it("keeps the user's strings, trimmed and without repeats, and skips what is not a string", () => {
    const input = collectMaskSubjects({
      userStrings: [" Meridian ", "Meridian", "", "POL-20412"],
      participants: [null, 3, { id: 7, displayName: 9 }],
    });
    expect(input).toEqual({
      subjects: [],
      userStrings: ["Meridian", "POL-20412"],
    });
  });
});
