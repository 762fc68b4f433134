/**
 * Plain words lead, field names follow: "nobody was seen holding the chat (humanObservedAt:
 * null)", never "humanObservedAt: null — nobody…". Checked two ways over the findings, state
 * and session text builders: every sentence of the texts they build from real and broken
 * data, and every sentence-starting string literal in their source (so a text only rare data
 * reaches is held to it too).
 */
import { describe, expect, it } from "vitest";
import { normalizeFastAgentHistory } from "../normalize/fast-agent-history";
import {
  assistantCalls,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import {
  REAL_HISTORIES,
  type RealHistoryName,
} from "../testing/fast-agent-fixtures";
import {
  conversationInput,
  makeTakeover,
  makeTurn,
  at,
} from "../testing/topic-builders";
import { describeHumanPresence } from "../topic/takeover-evidence";
import { collectConversationFindings } from "./collect-conversation-findings";
import type { Finding } from "./finding";
import { findHistoryFindings } from "./history-findings";

/** A camelCase (`humanObservedAt`) or snake_case (`stop_reason`) wire name as a first word. */
const WIRE_NAME = /^[("“]?(?:[a-z]+[A-Z][A-Za-z0-9]*|[a-z]+_[a-z0-9_]+)\b/;

/** The sentences of a text: its start and whatever follows a full stop. */
function sentenceStarts(text: string): string[] {
  return [text, ...text.split(/[.!?]\s+/).slice(1)].map((s) => s.trimStart());
}

function wireLed(texts: readonly string[]): string[] {
  return texts.filter((text) =>
    sentenceStarts(text).some((start) => WIRE_NAME.test(start)),
  );
}

function findingTexts(finding: Finding): string[] {
  return [
    finding.title,
    finding.detail,
    finding.cause ?? "",
    finding.fix?.summary ?? "",
    finding.fix?.detail ?? "",
    ...finding.steps.map((step) => step.note ?? ""),
    ...finding.facts.map((fact) => fact.label),
    ...finding.commands.map((command) => command.note),
  ].filter((text) => text !== "");
}

describe("the findings' texts lead with plain words", () => {
  it("over the real fast-agent histories and a broken one", () => {
    const broken = history(
      userText("go"),
      // Tool names are data, not field names: plain ones here, so a hit is a field name.
      assistantCalls([["c1", "search"]]),
      toolResults({ c1: ["", true] }),
      userText("again"),
      userText("again"),
      assistantCalls([["c2", "search"]]),
    );
    const texts = [
      ...Object.keys(REAL_HISTORIES).map(
        (name) =>
          JSON.parse(REAL_HISTORIES[name as RealHistoryName]) as unknown,
      ),
      broken,
    ].flatMap((json) =>
      findHistoryFindings(
        normalizeFastAgentHistory(json),
        "history.json",
      ).flatMap(findingTexts),
    );
    expect(texts.length).toBeGreaterThan(10);
    expect(wireLed(texts)).toEqual([]);
  });

  it("over a takeover nobody was seen holding", () => {
    const takeover = makeTakeover({ humanObservedAt: null });
    const operator = makeTurn({
      role: "ASSISTANT",
      author: "HUMAN_OPERATOR",
      at: at(30),
    });
    const texts = [
      describeHumanPresence(takeover, []),
      describeHumanPresence(takeover, [operator]),
      ...collectConversationFindings(
        conversationInput({ takeovers: [takeover], turns: [operator] }),
      ).flatMap(findingTexts),
    ];
    expect(texts.some((text) => text.includes("humanObservedAt"))).toBe(true);
    expect(wireLed(texts)).toEqual([]);
  });
});

/**
 * The sources whose string literals are on-screen texts of findings, state and sessions
 * (read as text, tests excluded).
 */
const TEXT_SOURCES: Record<string, string> = import.meta.glob<string>(
  [
    "../findings/*.ts",
    "../state/*.ts",
    "../topic/*.ts",
    "../stats/*.ts",
    "../session-state.ts",
    "../session-times.ts",
    "../../features/{findings,run-state,conversation,sessions,step-inspector}/*.{ts,tsx}",
    "!**/*.test.*",
  ],
  { query: "?raw", import: "default", eager: true },
);

/** String and template literals with a space in them (words, not keys), `${…}` as X. */
function literalsOf(source: string): string[] {
  const code = source
    .split("\n")
    .filter((line) => !/^\s*(\*|\/\/|\/\*\*|import )/.test(line))
    .join("\n");
  const literals = code.matchAll(/`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g);
  return [...literals]
    .map((match) => (match[1] ?? match[2] ?? "").replace(/\$\{[^}]*\}/g, "X"))
    .filter((text) => /\s/.test(text.trim()));
}

describe("the text builders' sources", () => {
  it("start no sentence with a wire field name", () => {
    expect(Object.keys(TEXT_SOURCES).length).toBeGreaterThan(50);
    const offenders = Object.entries(TEXT_SOURCES).flatMap(([file, source]) =>
      wireLed(literalsOf(source)).map((text) => `${file}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it("catches a wire-led text (the check can fail)", () => {
    expect(
      wireLed(["humanObservedAt: null — nobody held it", "a. stop_reason x"]),
    ).toHaveLength(2);
    expect(
      wireLed(["nobody was seen holding the chat (humanObservedAt: null)"]),
    ).toEqual([]);
  });
});
