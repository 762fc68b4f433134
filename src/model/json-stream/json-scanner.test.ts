import { describe, expect, it } from "vitest";
import { parseChunks } from "./build-value";
import { JsonScanner, JsonStreamError } from "./json-scanner";
import { FIXTURE_JSON_FILES } from "../testing/fixture-files";

const encoder = new TextEncoder();

/** Splits `bytes` at the given offsets. */
function splitAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    parts.push(bytes.subarray(from, cut));
    from = cut;
  }
  return parts;
}

/** Every way to cut `text` in two, plus one byte at a time. */
function chunkings(text: string): Uint8Array[][] {
  const bytes = encoder.encode(text);
  const ways: Uint8Array[][] = [];
  for (let cut = 0; cut <= bytes.length; cut++)
    ways.push(splitAt(bytes, [cut]));
  ways.push(
    splitAt(
      bytes,
      Array.from({ length: bytes.length }, (_, i) => i),
    ),
  );
  return ways;
}

/** A deterministic pseudo-random source, so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

function randomChunks(
  bytes: Uint8Array,
  next: () => number,
  max: number,
): Uint8Array[] {
  const cuts: number[] = [];
  for (let at = 0; at < bytes.length;) {
    at += 1 + Math.floor(next() * max);
    if (at < bytes.length) cuts.push(at);
  }
  return splitAt(bytes, cuts);
}

const SCAN_ALL = () => true;
const SCAN_NONE = () => false;
const SCAN_TOP = (depth: number) => depth < 2;

const TRICKY = [
  String.raw`{"a":"quote \" inside","b":"backslash \\","c":"both \\\" and \\\\"}`,
  String.raw`["\\\\\\\"", "\\", "\"", "end\\"]`,
  String.raw`{"escapes":"\n\t\r\b\f\/ \u0041\u00e9\u4e2d"}`,
  String.raw`{"pair":"\ud83d\ude00","lone high":"\ud800","lone low":"\udc00 x"}`,
  `{"raw":"emoji 😀 and 中文 and é","key é":"ü"}`,
  `[0,-0,1.5,-2.25e+10,1E-3,123456789012345678901234567890,0.1e1]`,
  `{"t":true,"f":false,"n":null,"nested":[[],{},[{}],{"x":[null]}]}`,
  ` \n\t\r{ "spaced" : [ 1 , 2 ] , "s" : "" } \n`,
  `"just a string"`,
  `42`,
  `null`,
  `{"__proto__":{"polluted":true},"constructor":1}`,
  `{"dup":1,"dup":2}`,
  `\ufeff{"bom":true}`,
];

describe("JsonScanner — the same value as JSON.parse, however the body is cut", () => {
  for (const text of TRICKY) {
    it(`reads ${JSON.stringify(text).slice(0, 48)} at every cut`, () => {
      const expected = JSON.parse(text.replace(/^\ufeff/, "")) as unknown;
      for (const chunks of chunkings(text))
        for (const policy of [SCAN_ALL, SCAN_NONE, SCAN_TOP])
          expect(parseChunks(chunks, policy)).toStrictEqual(expected);
    });
  }

  it("keeps __proto__ as an own key, as JSON.parse does", () => {
    const value = parseChunks([
      encoder.encode(`{"__proto__":{"x":1}}`),
    ]) as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
  });

  it("splits a 4-byte character and a \\u escape across chunks at every byte", () => {
    const text = `{"k":"a😀b\\ud83d\\ude00c"}`;
    for (const chunks of chunkings(text))
      expect(parseChunks(chunks)).toEqual({ k: "a😀b😀c" });
  });

  it("carries a backslash run across chunk boundaries", () => {
    for (let run = 0; run <= 6; run++) {
      const inner = "\\".repeat(run * 2) + '\\"' + "\\".repeat(run * 2);
      const text = `["${inner}","next"]`;
      const expected = JSON.parse(text) as unknown;
      for (const chunks of chunkings(text))
        expect(parseChunks(chunks, SCAN_NONE)).toEqual(expected);
    }
  });

  it("reads deep nesting without recursion", () => {
    const depth = 20_000;
    const text = "[".repeat(depth) + '"deep"' + "]".repeat(depth);
    const bytes = encoder.encode(text);
    const next = random(7);
    let value = parseChunks(randomChunks(bytes, next, 997), SCAN_ALL);
    for (let i = 0; i < depth; i++) value = (value as unknown[])[0];
    expect(value).toBe("deep");
    expect(() => parseChunks([bytes], SCAN_NONE)).not.toThrow();
  });
});

describe("JsonScanner — truncated and invalid bodies", () => {
  const whole = `{"a":[1,"two",{"three":3.5}],"b":"x\\"y","c":true}`;

  it("rejects every proper prefix of a document", () => {
    const bytes = encoder.encode(whole);
    for (let end = 0; end < bytes.length; end++) {
      for (const policy of [SCAN_ALL, SCAN_NONE])
        expect(
          () => parseChunks([bytes.subarray(0, end)], policy),
          `prefix of ${end} bytes`,
        ).toThrow();
    }
  });

  const INVALID = [
    `{"a" 1}`,
    `{"a":1,}`,
    `[1,]`,
    `[1 2]`,
    `{,}`,
    `{"a":1}}`,
    `{"a":1} x`,
    `[tru]`,
    `[01]`,
    `[+1]`,
    `["tab\there"]`,
    `["bad \\x escape"]`,
    `["\\u12g4"]`,
    `{a:1}`,
    `[1]]`,
    `{"a":[}`,
    `'single'`,
    ``,
    `   `,
  ];
  for (const text of INVALID) {
    it(`rejects ${JSON.stringify(text)} as JSON.parse does`, () => {
      expect(() => JSON.parse(text) as unknown).toThrow();
      for (const policy of [SCAN_ALL, SCAN_NONE, SCAN_TOP])
        for (const chunks of chunkings(text))
          expect(() => parseChunks(chunks, policy)).toThrow();
    });
  }

  it("says where the body stopped making sense", () => {
    const scanner = new JsonScanner({
      start: () => true,
      key: () => {},
      value: () => {},
      end: () => {},
    });
    expect(() => scanner.push(encoder.encode(`{"a":1 "b":2}`))).toThrow(
      new JsonStreamError("expected ',' or '}', found '\"'", 7),
    );
  });
});

describe("JsonScanner — equivalence with JSON.parse on every fixture", () => {
  it("finds the fixtures", () =>
    expect(FIXTURE_JSON_FILES.length).toBeGreaterThan(10));
  for (const { path, text } of FIXTURE_JSON_FILES) {
    it(`reads ${path}`, () => {
      const bytes = encoder.encode(text);
      let expected: unknown;
      try {
        expected = JSON.parse(text);
      } catch {
        // A fixture that is deliberately not JSON must be rejected too.
        expect(() => parseChunks([bytes])).toThrow();
        return;
      }
      const next = random(bytes.length);
      for (const policy of [SCAN_ALL, SCAN_NONE, SCAN_TOP]) {
        expect(
          parseChunks(randomChunks(bytes, next, 64), policy),
        ).toStrictEqual(expected);
        expect(
          parseChunks(randomChunks(bytes, next, 4096), policy),
        ).toStrictEqual(expected);
      }
    });
  }
});
