import { describe, expect, it } from "vitest";
import { maskSecrets, REDACTED, redactSecrets } from "./redact";
import { secretMasker } from "./mask-stream";

const TOKEN = "fx_pat_abc123DEF456";

describe("redactSecrets", () => {
  it("removes the secret in every spelling, and any Bearer or Authorization value", () => {
    const text = [
      `echo ${TOKEN}`,
      `Authorization: Bearer ${TOKEN}`,
      `authorization=${encodeURIComponent("x/y")}`,
      `"Authorization":"Basic dXNlcjpwYXNz"`,
      "Proxy-Authorization: Digest abc",
      `Bearer someone_elses_token`,
    ].join("\n");
    const out = redactSecrets(text, [TOKEN]);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain("dXNlcjpwYXNz");
    expect(out).not.toContain("someone_elses_token");
    expect(out).not.toMatch(/Digest|abc/);
    expect(out).toContain(`echo ${REDACTED}`);
  });

  it("leaves ordinary text alone", () => {
    const text =
      "The Fruxon API rejected the token (401). Check FRUXON_TOKEN or --token-file.";
    expect(redactSecrets(text, [TOKEN])).toBe(text);
  });
});

describe("masking successful answers", () => {
  it("stars out the secret and keeps the length", () => {
    const body = `{"a":"${TOKEN}","b":1}`;
    const masked = maskSecrets(body, [TOKEN]);
    expect(masked).toHaveLength(body.length);
    expect(JSON.parse(masked)).toEqual({ a: "*".repeat(TOKEN.length), b: 1 });
  });

  it.each([1, 2, 5, 7, 19, 64])(
    "finds a secret split across chunks of %i bytes, and holds back nothing else",
    async (size) => {
      const body = `{"x": "${"y".repeat(50)}${TOKEN}${"z".repeat(50)}", "f": "fx_"}`;
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = Buffer.from(body);
          for (let at = 0; at < bytes.length; at += size)
            controller.enqueue(bytes.subarray(at, at + size));
          controller.close();
        },
      });
      const out = await new Response(
        source.pipeThrough(secretMasker([TOKEN])!),
      ).text();
      expect(out).toBe(body.replace(TOKEN, "*".repeat(TOKEN.length)));
    },
  );
});
