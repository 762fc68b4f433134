/**
 * Generated runs with personal strings planted everywhere personal data turns up in real
 * traces — tool parameters, results (JSON in `strValue`, non-ASCII escaped as the API
 * does), reasoning, LLM messages, the record's trigger, a conversation — spelled every way
 * the masker claims to handle. Used by the masker's property test and the bundle tests.
 * Deterministic per seed.
 */
import { mulberry32 } from "../random/mulberry32";
import { escapeNonAscii } from "./mask-corpus";

export interface PlantedPerson {
  id: string;
  name: string;
  e164: string;
  email: string;
  handle: string;
}

export interface PlantedRun {
  people: PlantedPerson[];
  participants: Record<string, unknown>[];
  record: Record<string, unknown>;
  trace: Record<string, unknown>;
  result: Record<string, unknown>;
  conversation: Record<string, unknown>;
  /** Every personal string planted, exactly as written into the run. */
  planted: string[];
}

const NAMES = [
  "Dana Levi",
  "Omer Ben-David",
  "שירה גולן",
  "Maya Klein",
  "نور حداد",
  "Yael Abraham",
  "רון שטרן",
];
const CODES = ["972", "44", "1", "971", "33"];
const FILLER = [
  "please check",
  "the order",
  "was delivered",
  "בדיקה",
  "תודה רבה",
  "شكرا",
  "status ok",
  "run 1.2.3",
];

export function plantedRun(seed: number, steps = 40): PlantedRun {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(random() * items.length)]!;
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(random() * 10)).join("");
  const people = NAMES.slice(0, 3 + Math.floor(random() * 4)).map(
    (name, index): PlantedPerson => {
      const code = pick(CODES);
      return {
        id: `p-${seed}-${index}`,
        name,
        e164: `+${code}${code === "1" ? `${2 + Math.floor(random() * 7)}${digits(9)}` : `5${digits(8)}`}`,
        email: `${latin(name)}.${digits(2)}@example-${index}.co.il`,
        handle: `@${latin(name)}_${digits(3)}`,
      };
    },
  );
  const planted: string[] = [];
  const plant = (person: PlantedPerson): string => {
    const spelling = pick(spellingsOf(person));
    planted.push(spelling);
    return spelling;
  };
  const sentence = () =>
    `${pick(FILLER)} ${plant(pick(people))} ${pick(FILLER)} ${plant(pick(people))}`;
  const encoded = (value: unknown) => escapeNonAscii(JSON.stringify(value));
  const tools = Array.from({ length: steps }, (_, index) => ({
    id: `tool-${index}`,
    displayName: "Lookup Customer",
    type: "TOOL",
    status: "SUCCESS",
    startTime: 1_785_000_000_000 + index * 1000,
    endTime: 1_785_000_000_500 + index * 1000,
    duration: 500,
    toolTrace: {
      tool: { integrationId: "crm", id: "lookup" },
      parameters: {
        query: plant(pick(people)),
        prompts: encoded([sentence(), sentence()]),
      },
    },
    result: {
      strValue: encoded({
        match: {
          contact: plant(pick(people)),
          note: encoded({ text: sentence() }),
        },
      }),
    },
    steps: [],
  }));
  const llm = {
    id: "llm-1",
    displayName: "LLM Query",
    type: "LLM_STEP",
    status: "SUCCESS",
    llmStepTrace: {
      reasoningBlocks: [{ text: sentence() }],
      llmMessages: [{ role: "user", content: sentence() }],
    },
    steps: tools,
  };
  const runId = `run-${seed}`;
  const subject = people[0]!;
  return {
    people,
    participants: people.map((person) => ({
      id: person.id,
      kind: "PERSON",
      displayName: person.name,
      email: person.email,
      channels: [{ address: person.e164 }, { address: person.handle }],
    })),
    record: {
      id: runId,
      agentId: "support_assistant",
      status: "COMPLETED",
      startTime: 1_785_000_000_000,
      subject: `Refund for ${plant(subject)}`,
      trigger: {
        participantId: subject.id,
        participantDisplayName: subject.name,
        participantKind: "PERSON",
      },
    },
    trace: {
      status: "COMPLETED",
      trace: {
        agentExecutionRecordId: runId,
        agentId: "support_assistant",
        traces: [llm],
      },
    },
    result: {
      agentExecutionRecordId: runId,
      parameters: { message: sentence() },
      result: { strValue: sentence() },
    },
    conversation: {
      items: people.map((person) => ({
        author: person.name,
        content: sentence(),
      })),
    },
    planted,
  };
}

/** Every spelling of a person the masker handles when the person is in its input. */
function spellingsOf(person: PlantedPerson): string[] {
  const digits = person.e164.slice(1);
  const code = CODES.find(
    (candidate) =>
      digits.startsWith(candidate) &&
      (candidate !== "1" || digits.length === 11),
  )!;
  const national = digits.slice(code.length);
  const first = person.name.split(" ")[0]!;
  return [
    person.name,
    person.name.toUpperCase(),
    first,
    person.email,
    person.email.toUpperCase(),
    person.handle,
    person.e164,
    `+${code} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`,
    `+${code}-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
    `00${digits}`,
    digits,
    `0${national}`,
    `0${national.slice(0, 2)}-${national.slice(2, 5)}-${national.slice(5)}`,
  ];
}

function latin(name: string): string {
  const ascii = name.toLowerCase().replace(/[^a-z]+/g, "");
  return ascii === "" ? `p${name.length}` : ascii;
}
