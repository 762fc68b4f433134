/**
 * Secrets are always redacted — every shape in the corpus, plainly and inside
 * double-encoded JSON, which stays valid — and what merely looks technical (ids, UUIDs,
 * paths, token counts, identifiers) is left alone.
 */
import { describe, expect, it } from "vitest";
import { CONTEXTS } from "../testing/mask-corpus";
import { escapedView } from "./escaped-view";
import { REDACTED, redactSecrets, redactSecretsInValue } from "./secrets";

const SECRETS = [
  "fx_pat_9a8b7c6d5e4f3a2b1c0d",
  "fx_sat_Q1w2E3r4T5y6U7i8",
  "sk-proj-AbCdEfGhIjKlMnOpQrStUvWx",
  "sk-ant-api03-AbCdEfGhIjKlMnOpQrSt_uv",
  "sk_live_51HqLyjWDarjtT1zdp7dc",
  "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
  "github_pat_11ABCDEFG0123456789_abcdefghij",
  "xoxb-123456789012-abcdefghijklmnop",
  "glpat-AbCdEfGhIjKlMnOpQrSt",
  "AKIAIOSFODNN7EXAMPLE",
  "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
  "3f786850e387550fdab836ed7e6dc881de23001b",
  "QmFzZTY0RW5jb2RlZFNlY3JldEtleU1hdGVyaWFsMTIzNDU2Nzg5MA==",
];

const NOT_SECRETS = [
  "550e8400-e29b-41d4-a716-446655440000",
  "a1b2c3d4e5f60718293a4b5c6d7e8f90",
  "ts_c65e20fbd7e92cad44d2d402",
  "/v1/tenants/acme/agents/emailPoliciesParser/executionRecords/550e8400",
  "https://docs.fruxon.com/api/agent-network/participants/participants-get/",
  "SupportAssistant_WhatsApp_Inbound_Handler_v2",
  "email_policies_parser-revision-59-staging-environment",
  "inputTokens: 4200, max_tokens=1000, cachedTokens 1024",
  '{"tokens": 1200, "keyPrefix": "fx_pat_", "token": null}',
  "The token expired; ask for a new one.",
];

const readable = (text: string) => escapedView(text).text;

describe("redactSecrets", () => {
  it("redacts every secret shape in every context, and JSON around it still parses", () => {
    for (const secret of SECRETS) {
      for (const context of CONTEXTS) {
        const text = context.wrap(secret);
        const { value, count } = redactSecrets(text);
        expect(readable(value), `${secret} in ${context.name}`).not.toContain(
          secret,
        );
        expect(count).toBeGreaterThanOrEqual(1);
        if (text.startsWith("{"))
          expect(() => JSON.parse(value) as unknown).not.toThrow();
      }
    }
  });

  it("keeps the scheme of a bearer credential and the key of a secret-named value", () => {
    expect(redactSecrets("Authorization: Bearer abc.def-123456").value).toBe(
      `Authorization: ${REDACTED}`,
    );
    expect(redactSecrets("curl -H 'Bearer abcdefgh12345678'").value).toBe(
      `curl -H 'Bearer ${REDACTED}'`,
    );
    expect(
      redactSecrets("https://x.io/cb?api_key=abc123xyz&page=2").value,
    ).toBe(`https://x.io/cb?api_key=${REDACTED}&page=2`);
    expect(redactSecrets('{"password": "correct horse"}').value).toBe(
      `{"password": "${REDACTED}"}`,
    );
  });

  it("leaves ids, paths, identifiers and token counts alone", () => {
    for (const text of NOT_SECRETS)
      expect(redactSecrets(text), text).toEqual({ value: text, count: 0 });
  });

  it("redacts a secret-named member of a JSON value whole, and counts every redaction", () => {
    const { value, count } = redactSecretsInValue({
      apiKey: "four words of secret",
      nested: [
        { clientSecret: "s3cr3t", note: "uses fx_pat_9a8b7c6d5e4f3a2b" },
      ],
      token: "",
      inputTokens: 4200,
    });
    expect(value).toEqual({
      apiKey: REDACTED,
      nested: [{ clientSecret: REDACTED, note: `uses ${REDACTED}` }],
      token: "",
      inputTokens: 4200,
    });
    expect(count).toBe(3);
  });
});
