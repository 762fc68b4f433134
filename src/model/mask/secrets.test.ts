/**
 * Secrets are always redacted — every family of `secret-patterns.ts` and every secret-named
 * key, plainly and inside double-encoded JSON, which stays valid — while each family's
 * near miss (prose, ids, paths, token counts, other headers' names) is left alone. Counts
 * are per find and per rule; long hostile strings take linear time.
 */
import { describe, expect, it } from "vitest";
import { CONTEXTS } from "../testing/mask-corpus";
import { escapedView } from "./escaped-view";
import {
  REDACTED,
  redactSecrets,
  redactSecretsInValue,
  SECRET_RULES,
} from "./secrets";

/** One row per rule: text holding a secret, the secret, and a near miss that must stay. */
const FAMILIES: readonly {
  rule: string;
  text: string;
  secret: string;
  nearMiss: string;
}[] = [
  {
    rule: "private-key",
    text: "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bq0Zx9\nq1w2e3r4t5y6=\n-----END RSA PRIVATE KEY-----",
    secret: "MIIEowIBAAKCAQEA7bq0Zx9",
    nearMiss:
      "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIB\n-----END CERTIFICATE-----",
  },
  {
    rule: "bearer-credential",
    text: "curl -H 'Bearer abcdefgh12345678'",
    secret: "abcdefgh12345678",
    nearMiss: "Bearer authentication is described in RFC 6750.",
  },
  {
    rule: "basic-credential",
    text: "sent Basic YWxhZGRpbjpvcGVuc2VzYW1l to the proxy",
    secret: "YWxhZGRpbjpvcGVuc2VzYW1l",
    nearMiss: "Basic information about the account",
  },
  {
    rule: "cookie-header",
    text: "GET / HTTP/1.1\nCookie: sessionid=38afes7a8; csrftoken=u32t4o3tb3gg43\nAccept: */*",
    secret: "sessionid=38afes7a8",
    nearMiss: "See the cookie policy: cookies expire after a week.",
  },
  {
    rule: "header-pair",
    text: '[["Content-Type", "application/json"], ["Cookie", "sid=9f8e7d6c"]]',
    secret: "sid=9f8e7d6c",
    nearMiss: '"allowHeaders": ["Authorization", "Content-Type"]',
  },
  {
    rule: "url-password",
    text: "DATABASE_URL is postgres://app:Tr0ub4dor@db.internal:5432/app",
    secret: "Tr0ub4dor",
    nearMiss: "https://db.internal:5432/app and mailto:ops@example.com",
  },
  {
    rule: "openai-anthropic-key",
    text: "keys: sk-proj-AbCdEfGhIjKlMnOpQrStUvWx, sk-ant-api03-AbCdEfGhIjKlMnOpQrSt_uv",
    secret: "sk-ant-api03-AbCdEfGhIjKlMnOpQrSt_uv",
    nearMiss: "task-runner sk-short and desk-lamp-AbCdEfGhIjKlMnOpQrSt",
  },
  {
    rule: "stripe-key",
    text: "stripe: sk_live_51HqLyjWDarjtT1zdp7dc",
    secret: "sk_live_51HqLyjWDarjtT1zdp7dc",
    nearMiss: "mode sk_live_short, ask_live_51HqLyjWDarjtT1zdp7dc",
  },
  {
    rule: "stripe-webhook-secret",
    text: "endpoint secret whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    nearMiss: "the whsec_ prefix marks a webhook signing secret",
  },
  {
    rule: "fruxon-token",
    text: "FRUXON_API_KEY is fx_pat_9a8b7c6d5e4f3a2b1c0d",
    secret: "fx_pat_9a8b7c6d5e4f3a2b1c0d",
    nearMiss: 'keys start with "fx_pat_" or fx_sat_',
  },
  {
    rule: "github-token",
    text: "pushed with ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    secret: "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    nearMiss:
      "ghp_short is not a token; neither is xghp_abcdefghijklmnopqrstuvwxyz",
  },
  {
    rule: "gitlab-token",
    text: "glpat-AbCdEfGhIjKlMnOpQrSt",
    secret: "glpat-AbCdEfGhIjKlMnOpQrSt",
    nearMiss: "glpat-short",
  },
  {
    rule: "slack-token",
    text: "SLACK bot xoxb-123456789012-abcdefghijklmnop",
    secret: "xoxb-123456789012-abcdefghijklmnop",
    nearMiss: "xoxb-short and xoxz-123456789012-abcdefghijklmnop",
  },
  {
    rule: "slack-webhook",
    text: "posting to https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    secret: "T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    nearMiss: "https://hooks.slack.com/services/ is the webhook base",
  },
  {
    rule: "discord-webhook",
    text: "https://discord.com/api/webhooks/123456789012345678/aBcDeFgHiJkLmNoPqRsTuVwXyZ_0123456789-aBcDeFgHiJkLmNoPqRsT",
    secret: "aBcDeFgHiJkLmNoPqRsTuVwXyZ_0123456789-aBcDeFgHiJkLmNoPqRsT",
    nearMiss: "https://discord.com/api/webhooks/123/short",
  },
  {
    rule: "aws-access-key-id",
    text: "aws configure: AKIAIOSFODNN7EXAMPLE / ASIAY34FZKBOKMUTVV7A",
    secret: "ASIAY34FZKBOKMUTVV7A",
    nearMiss: "AKIAIOSFODNN7EXAMPL and AKIAIOSFODNN7EXAMPLEXTRA",
  },
  {
    rule: "google-api-key",
    text: "maps key AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
    secret: "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
    nearMiss: "AIzaSyD-too-short",
  },
  {
    rule: "google-oauth-token",
    text: "access ya29.a0AfH6SMBx3jV_kP2qLm9nRt7uYw and GOCSPX-1mVwFTjGIXgs2BC2uHzksQi0HAK",
    secret: "ya29.a0AfH6SMBx3jV_kP2qLm9nRt7uYw",
    nearMiss: "ya29.short and GOCSPX-short",
  },
  {
    rule: "huggingface-token",
    text: "HF hf_AbCdEfGhIjKlMnOpQrStUvWxYzAbCdEfGh",
    secret: "hf_AbCdEfGhIjKlMnOpQrStUvWxYzAbCdEfGh",
    nearMiss: "from huggingface_hub import hf_hub_download",
  },
  {
    rule: "npm-token",
    text: "//registry/:_authToken npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    secret: "npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    nearMiss: "npm_config_cache and npm_lifecycle_event",
  },
  {
    rule: "pypi-token",
    text: "twine pypi-AgEIcHlwaS5vcmcCJDU3OTM1MjliLTU2NzEtNDhkMi1iNzY4LTg1ZDNjOTk1ZGQ1NQ",
    secret:
      "pypi-AgEIcHlwaS5vcmcCJDU3OTM1MjliLTU2NzEtNDhkMi1iNzY4LTg1ZDNjOTk1ZGQ1NQ",
    nearMiss: "pypi-simple and pypi-AgEIcHlwaS5vcmc",
  },
  {
    rule: "sendgrid-key",
    text: "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",
    secret:
      "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",
    nearMiss: "SG.short.value",
  },
  {
    rule: "twilio-api-key",
    text: "twilio SK0123456789abcdef0123456789abcdef",
    secret: "SK0123456789abcdef0123456789abcdef",
    nearMiss: "SKU SK0123456789abcdef",
  },
  {
    rule: "mailgun-key",
    text: "mailgun key-3ax6xnjp29jd6fds4gc373sgvjxteol0",
    secret: "key-3ax6xnjp29jd6fds4gc373sgvjxteol0",
    nearMiss: "monkey-business and key-value",
  },
  {
    rule: "digitalocean-token",
    text: `doctl dop_v1_${"a1b2c3d4".repeat(8)}`,
    secret: `dop_v1_${"a1b2c3d4".repeat(8)}`,
    nearMiss: "dop_v1_short",
  },
  {
    rule: "shopify-token",
    text: "X-Shopify shpat_0123456789abcdef0123456789abcdef",
    secret: "shpat_0123456789abcdef0123456789abcdef",
    nearMiss: "shpat_ is the admin token prefix",
  },
  {
    rule: "databricks-token",
    text: "databricks dapi0123456789abcdef0123456789abcdef",
    secret: "dapi0123456789abcdef0123456789abcdef",
    nearMiss: "the dapi endpoint; rapid0123456789abcdef",
  },
  {
    rule: "telegram-bot-token",
    text: "bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0",
    secret: "AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0",
    nearMiss: "at 12:30:45 on 2026-05-01",
  },
  {
    rule: "jwt",
    text: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    secret: "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    nearMiss: "eyJ is how base64 JSON starts",
  },
  {
    rule: "long-hex",
    text: "signing key 3f786850e387550fdab836ed7e6dc881de23001b",
    secret: "3f786850e387550fdab836ed7e6dc881de23001b",
    nearMiss: "uuid a1b2c3d4e5f60718293a4b5c6d7e8f90",
  },
  {
    rule: "long-base64",
    text: "QmFzZTY0RW5jb2RlZFNlY3JldEtleU1hdGVyaWFsMTIzNDU2Nzg5MA==",
    secret: "QmFzZTY0RW5jb2RlZFNlY3JldEtleU1hdGVyaWFsMTIzNDU2Nzg5MA==",
    nearMiss:
      "/v1/tenants/acme/agents/emailPoliciesParser/executionRecords/550e8400",
  },
];

/** Secret-named keys, in the spellings env files, configs, YAML and JSON text use. */
const NAMED: readonly { text: string; secret: string; nearMiss: string }[] = [
  {
    text: "DB_PASSWORD=hunter2hunter2",
    secret: "hunter2hunter2",
    nearMiss: "DB_PASSWORD_HINT=pets",
  },
  {
    text: 'export APP_SECRET="correct horse battery"',
    secret: "correct horse battery",
    nearMiss: "APP_SECRETARY_NAME=Dana",
  },
  {
    text: "GITHUB_TOKEN=abc123def456",
    secret: "abc123def456",
    nearMiss: "max_tokens=1000",
  },
  {
    text: "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    nearMiss: "aws_access_key_id_name = deploy",
  },
  {
    text: '{"password": "correct horse"}',
    secret: "correct horse",
    nearMiss: '{"passwordPolicy": "min 12 chars"}',
  },
  {
    text: '{"db_password": "s3cr3t!"}',
    secret: "s3cr3t!",
    nearMiss: '{"db_host": "s3cr3t!"}',
  },
  {
    text: '{"secretKey": "k3y-value"}',
    secret: "k3y-value",
    nearMiss: '{"keyName": "k3y-value"}',
  },
  {
    text: '{"api_token": "tok_12345"}',
    secret: "tok_12345",
    nearMiss: '{"tokenType": "bearer"}',
  },
  { text: "passphrase: open sesame", secret: "open", nearMiss: "passes: 3" },
  {
    text: "https://x.blob.core.windows.net/c/f?sv=2022-11-02&sig=abc%2Bdef%3D&se=2026",
    secret: "abc%2Bdef%3D",
    nearMiss: "https://x.io/?signal=strong&sv=2022",
  },
  {
    text: "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Eby8vdM02xNOcqFl==;",
    secret: "Eby8vdM02xNOcqFl==",
    nearMiss: "AccountName=acme;EndpointSuffix=core.windows.net",
  },
  {
    text: "Authorization: Bearer abc.def-123456",
    secret: "abc.def-123456",
    nearMiss: "Authorization header required",
  },
  {
    text: "https://x.io/cb?api_key=abc123xyz&page=2",
    secret: "abc123xyz",
    nearMiss: "https://x.io/cb?page=2&nextPageToken=abc123xyz",
  },
  {
    text: 'token = "hf_live_value_123" # was os.environ.get("HF_TOKEN")',
    secret: "hf_live_value_123",
    nearMiss: 'token = os.environ.get("HF_TOKEN") and PASSWORD=${DB_PASSWORD}',
  },
  {
    text: '{"refreshToken": "rt-77aa"}',
    secret: "rt-77aa",
    nearMiss: '{"correlationToken": "hitl_3b7c0e"}',
  },
  {
    text: "id_token=opaque-id-token-value",
    secret: "opaque-id-token-value",
    nearMiss: "token_id=1234",
  },
];

const readable = (text: string) => escapedView(text).text;

describe("redactSecrets", () => {
  it("has a row here for every rule it counts", () => {
    expect(
      [...FAMILIES.map((f) => f.rule), "secret-named-value"].sort(),
    ).toEqual([...SECRET_RULES].sort());
  });

  for (const { rule, text, secret, nearMiss } of FAMILIES) {
    it(`redacts ${rule} and counts it under its rule; leaves its near miss`, () => {
      const { value, byRule } = redactSecrets(text);
      expect(value).not.toContain(secret);
      expect(value).toContain(REDACTED);
      expect(Object.keys(byRule)).toContain(rule);
      expect(redactSecrets(nearMiss).value).toBe(nearMiss);
    });
  }

  it("redacts the value of every secret-named key, and leaves keys about secrets", () => {
    for (const { text, secret, nearMiss } of NAMED) {
      expect(redactSecrets(text).value, text).not.toContain(secret);
      expect(redactSecrets(nearMiss).value, nearMiss).toBe(nearMiss);
    }
  });

  it("redacts every secret in every context, and JSON around it still parses", () => {
    for (const { secret } of FAMILIES.filter(
      (family) => !/\s/.test(family.secret),
    )) {
      for (const context of CONTEXTS) {
        const text = context.wrap(
          FAMILIES.find((family) => family.secret === secret)!.text,
        );
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

  it("keeps the scheme of a credential and the key of a secret-named value", () => {
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
    expect(redactSecrets("postgres://app:Tr0ub4dor@db:5432").value).toBe(
      `postgres://app:${REDACTED}@db:5432`,
    );
  });

  it("leaves ids, paths, identifiers and token counts alone", () => {
    for (const text of [
      "550e8400-e29b-41d4-a716-446655440000",
      "ts_c65e20fbd7e92cad44d2d402",
      "https://docs.fruxon.com/api/agent-network/participants/participants-get/",
      "SupportAssistant_WhatsApp_Inbound_Handler_v2",
      "email_policies_parser-revision-59-staging-environment",
      "inputTokens: 4200, max_tokens=1000, cachedTokens 1024",
      '{"tokens": 1200, "keyPrefix": "fx_pat_", "token": null}',
      '{"apiKeyName": "ci-deploy", "tokenizer": "cl100k_base"}',
      "The token expired; ask for a new one.",
    ])
      expect(redactSecrets(text), text).toEqual({
        value: text,
        count: 0,
        byRule: {},
      });
  });

  it("counts each secret once, and nothing in text it already redacted", () => {
    const once = redactSecrets(
      "DB_PASSWORD=hunter2hunter2 Authorization: Bearer abc.def-123456",
    );
    expect(once.count).toBe(2);
    expect(redactSecrets(once.value)).toEqual({
      value: once.value,
      count: 0,
      byRule: {},
    });
  });

  it("takes linear time on long hostile strings", () => {
    const n = 1_000_000;
    const hostile = [
      "a".repeat(n),
      "a:".repeat(n / 2),
      "tokens=".repeat(n / 7),
      "x=password=".repeat(n / 11),
      '"a": "'.repeat(n / 6),
      "Bearer ".repeat(n / 7),
      "Cookie: ".repeat(n / 8),
      "-----BEGIN PRIVATE KEY-----".repeat(n / 27),
      "-----BEGIN PRIVATE KEY-----" + "A".repeat(n),
      "https://u:".repeat(n / 10),
      '["Cookie", "'.repeat(n / 12),
      "eyJ" + "a".repeat(n),
      "sk-" + "a".repeat(n) + "!",
      "0".repeat(n) + "g",
      "Ab1/".repeat(n / 4),
    ];
    for (const text of hostile) {
      const started = performance.now();
      redactSecrets(text);
      // Linear: well under a second for 1,000,000 characters on a shared machine; a lazy
      // scan to a missing END line (quadratic) took 10 to 19 s here.
      expect(performance.now() - started, text.slice(0, 24)).toBeLessThan(3000);
    }
  });
});

describe("redactSecretsInValue", () => {
  it("redacts a secret-named member whole, and counts every redaction by rule", () => {
    const { value, count, byRule } = redactSecretsInValue({
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
    expect(byRule).toEqual({ "secret-named-value": 2, "fruxon-token": 1 });
  });

  it("redacts the value of a credential header in a [name, value] pair", () => {
    const { value, count } = redactSecretsInValue({
      headers: [
        ["Authorization", "Basic dXNlcjpwYXNz"],
        ["X-Api-Key", "live-4242"],
        ["Accept", "application/json"],
      ],
      allowHeaders: ["Authorization", "Content-Type"],
    });
    expect(value).toEqual({
      headers: [
        ["Authorization", REDACTED],
        ["X-Api-Key", REDACTED],
        ["Accept", "application/json"],
      ],
      allowHeaders: ["Authorization", "Content-Type"],
    });
    expect(count).toBe(2);
  });

  it("redacts a credential header written as {name, value}, as HAR files do", () => {
    const { value, count } = redactSecretsInValue({
      headers: [
        { name: "Cookie", value: "sid=9f8e7d6c" },
        { name: "accept", value: "application/json" },
      ],
    });
    expect(value).toEqual({
      headers: [
        { name: "Cookie", value: REDACTED },
        { name: "accept", value: "application/json" },
      ],
    });
    expect(count).toBe(1);
  });

  it("keeps every member when two keys redact alike, and counts both", () => {
    const { value, count } = redactSecretsInValue({
      "sk-proj-AbCdEfGhIjKlMnOpQrStUvWx": 1,
      "sk-proj-ZyXwVuTsRqPoNmLkJiHgFeDc": 2,
    });
    expect(value).toEqual({ [REDACTED]: 1, [`${REDACTED} (2)`]: 2 });
    expect(count).toBe(2);
  });
});
