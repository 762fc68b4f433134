/**
 * The demo's data files and their schemas: a bad file is refused with its name and the
 * path of the bad value, spans read as ms, and every placeholder an intent writes has a
 * value. That each file parses is checked on every load (and so by every demo test).
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../prng";
import { PROMPTS } from "../prompts";
import { INTENTS, type IntentName } from "../scenarios/support-intents";
import { HELPDESK_KB } from "../state/knowledge-search";
import agentsJson from "./agents.json" with { type: "json" };
import { AgentSeeds, loadDataFile, SupportFillerPlan } from "./schemas";
import { fillTemplate } from "./templates";

describe("demo data files", () => {
  it("refuses an unknown key or a wrong type, naming the file and the path", () => {
    const [first] = agentsJson;
    expect(() =>
      loadDataFile("agents.json", AgentSeeds, [{ ...first, colour: "red" }]),
    ).toThrow(/agents\.json: .*colour/s);
    expect(() =>
      loadDataFile("agents.json", AgentSeeds, [
        { ...first, currentRevision: "59" },
      ]),
    ).toThrow(/agents\.json: .*currentRevision/s);
  });

  it("reads a span before the anchor as ms, and refuses one it cannot read", () => {
    const turn = {
      who: "talAmsalem",
      session: "tal-1",
      intent: "availability",
      channel: "whatsapp",
    };
    const [parsed] = SupportFillerPlan.parse([{ ...turn, ago: "1d2h3m4s" }]);
    expect(parsed!.ago).toBe(((26 * 60 + 3) * 60 + 4) * 1000);
    expect(() =>
      SupportFillerPlan.parse([{ ...turn, ago: "3 hours" }]),
    ).toThrow(/2d4h/);
  });

  it("fills a template's text and values in key order, and names the file when one is missing", () => {
    const filled = fillTemplate(
      "x.json",
      { b: "after:{day}", a: [{ $: "ids" }], n: { $: "count" } },
      { day: "2026/08/06", ids: ["m1", "m2"], count: 2 },
    );
    expect(JSON.stringify(filled)).toBe(
      '{"b":"after:2026/08/06","a":[["m1","m2"]],"n":2}',
    );
    expect(() => fillTemplate("x.json", "{nope}", {})).toThrow(
      "server/demo/data/x.json: no value for {nope}",
    );
  });

  it("fills every placeholder of every support intent", () => {
    for (const name of Object.keys(INTENTS) as IntentName[]) {
      const turn = INTENTS[name](createRng(`test:${name}`), {
        key: "talAmsalem",
        id: "participant",
        kind: "PERSON",
        displayName: "Tal Amsalem",
        phone: "+972502273645",
        email: null,
        handle: null,
        topicId: "topic",
      });
      expect(JSON.stringify(turn), name).not.toMatch(/\{\w+\}|"\$"/);
    }
  });

  it("names the helpdesk's knowledge base in revision 7's prompt, not in 6's", () => {
    expect(PROMPTS["coverage_helpdesk@7"][0]!.content).toContain(HELPDESK_KB);
    expect(PROMPTS["coverage_helpdesk@6"][0]!.content).not.toContain(
      HELPDESK_KB,
    );
  });
});
