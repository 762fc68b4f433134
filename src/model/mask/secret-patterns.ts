/**
 * The secret shapes the redactor knows, one family per row, each with where its shape comes
 * from (decision 1704): the token formats the providers publish, as collected in gitleaks'
 * `config/gitleaks.toml` (rule ids given) and secretlint's rule packages. The table is ours
 * rather than imported: gitleaks' rules are Go RE2 syntax (inline `(?i)` mid-pattern, no
 * lookaround) and secretlint's are rule modules over whole files; neither is a pattern set a
 * browser worker can run over every string of a trace.
 *
 * Every pattern must stay linear on long text: each starts at a boundary its lookbehind
 * fixes (never in the middle of a run of the characters it repeats) or with a literal, and
 * every repetition that could run into the following text is bounded. `keep` (a named
 * group) is the part left in place, such as the `Bearer ` scheme; `accept` refuses a
 * look-alike the pattern cannot tell apart by itself.
 *
 * Secret-named keys (`DB_PASSWORD=…`, `"secretKey": …`) are `secret-names.ts`; they are
 * matched in a second pass, so a key that turns out not to be secret never hides a token
 * inside its value from this table.
 */

export interface SecretFamily {
  /** Rule name, as a bundle's manifest counts it. */
  id: string;
  /** Where the shape is documented. */
  source: string;
  /** A regular expression source, matched case-sensitively unless it says `(?i)` by itself; may hold `(?<keep>…)`. */
  pattern: string;
  /** The match is a secret only if this holds (the secret part, without `keep`). */
  accept?: (secret: string) => boolean;
}

/** No letter, digit, `_` or `-` before: a token never starts in the middle of a word. */
const START = "(?<![A-Za-z0-9_\\-])";
/** …nor continues after. */
const END = "(?![A-Za-z0-9_\\-])";

/** Header names whose value is a credential, in a `[name, value]` pair. */
export const CREDENTIAL_HEADERS = [
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "api-key",
  "x-auth-token",
  "x-access-token",
  "x-goog-api-key",
  "x-amz-security-token",
  "ocp-apim-subscription-key",
] as const;

export const SECRET_FAMILIES: readonly SecretFamily[] = [
  {
    id: "private-key",
    source: "RFC 7468 (PEM); gitleaks private-key",
    // Only the header: the body up to its END line is found without a regex (secrets.ts).
    pattern: "-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----",
  },
  {
    id: "bearer-credential",
    source: "RFC 6750 §2.1 (b64token)",
    pattern:
      "(?<![A-Za-z0-9_])(?<keep>[Bb]earer\\s{1,16})[A-Za-z0-9\\-._~+/]{8,}=*",
    // "Bearer authentication" is prose; a credential has a digit or punctuation, or is long.
    accept: (value) => /[0-9._~+/-]/.test(value) || value.length >= 24,
  },
  {
    id: "basic-credential",
    source: "RFC 7617 §2 (base64 of user-id:password)",
    pattern:
      "(?<![A-Za-z0-9_])(?<keep>[Bb]asic\\s{1,16})[A-Za-z0-9+/]{6,}={0,2}",
    accept: isBasicCredential,
  },
  {
    id: "cookie-header",
    source: "RFC 6265 §4.1, §4.2 (Set-Cookie, Cookie)",
    pattern:
      '(?<![A-Za-z0-9_\\-])(?<keep>(?:[Ss]et-)?[Cc]ookie:[ \\t]{0,8})[^\\s"\'][^\\r\\n"]{0,4095}',
  },
  {
    id: "header-pair",
    source:
      "header lists as [name, value] pairs (Python httpx/requests, fetch Headers)",
    pattern: `(?<keep>\\[\\s{0,8}"(?:${headerNames()})"\\s{0,8},\\s{0,8}")[^"]{1,4096}(?=")`,
    accept: isHeaderValue,
  },
  {
    id: "url-password",
    source:
      "RFC 3986 §3.2.1 (userinfo); secretlint-rule-basicauth, -database-connection-string",
    pattern:
      "(?<keep>(?<![A-Za-z0-9+.\\-])[A-Za-z][A-Za-z0-9+.\\-]{1,20}://[^\\s:/?#@\"'<>]{1,256}:)[^\\s/?#@\"'<>]{1,256}(?=@)",
  },
  {
    id: "openai-anthropic-key",
    source:
      "gitleaks openai-api-key, anthropic-api-key, anthropic-admin-api-key",
    pattern: `${START}sk-(?:proj-|svcacct-|admin-|ant-(?:api|admin)\\d\\d-|live-|test-)?[A-Za-z0-9_\\-]{16,}`,
  },
  {
    id: "stripe-key",
    source: "gitleaks stripe-access-token",
    pattern: `${START}(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}`,
  },
  {
    id: "stripe-webhook-secret",
    source: "Stripe docs: webhook signing secret (whsec_)",
    pattern: `${START}whsec_[A-Za-z0-9+/]{24,}`,
  },
  {
    id: "fruxon-token",
    source: "docs/reference/fruxon-wire.md (fx_pat_, fx_sat_)",
    pattern: `${START}fx_(?:pat|sat)_[A-Za-z0-9_\\-]{8,}`,
  },
  {
    id: "github-token",
    source:
      "gitleaks github-pat, github-oauth, github-app-token, github-fine-grained-pat",
    pattern: `${START}(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})`,
  },
  {
    id: "gitlab-token",
    source: "gitleaks gitlab-pat, gitlab-ptt, gitlab-deploy-token",
    pattern: `${START}(?:glpat|glptt|gldt)-[A-Za-z0-9_\\-]{20,}`,
  },
  {
    id: "slack-token",
    source: "gitleaks slack-bot-token, slack-user-token, slack-app-token",
    pattern: `${START}xox[abposre]-[A-Za-z0-9\\-]{10,}`,
  },
  {
    id: "slack-webhook",
    source: "gitleaks slack-webhook-url",
    pattern:
      "hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_\\-]{20,}",
  },
  {
    id: "discord-webhook",
    source: "Discord docs: webhook URL (id/token)",
    pattern:
      "discord(?:app)?\\.com/api/webhooks/\\d{1,24}/[A-Za-z0-9_\\-]{40,}",
  },
  {
    id: "aws-access-key-id",
    source: "gitleaks aws-access-token (AWS IAM unique id prefixes)",
    pattern: `${START}(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|APKA|AROA)[A-Z0-9]{16}${END}`,
  },
  {
    id: "google-api-key",
    source: "gitleaks gcp-api-key",
    pattern: `${START}AIza[0-9A-Za-z_\\-]{35}${END}`,
  },
  {
    id: "google-oauth-token",
    source: "Google OAuth 2.0 access token (ya29.), client secret (GOCSPX-)",
    pattern: `${START}(?:ya29\\.[0-9A-Za-z_\\-]{20,}|GOCSPX-[0-9A-Za-z_\\-]{24,})`,
  },
  {
    id: "huggingface-token",
    source:
      "gitleaks huggingface-access-token, huggingface-organization-api-token",
    pattern: `${START}(?:hf|api_org)_[A-Za-z0-9]{30,}${END}`,
  },
  {
    id: "npm-token",
    source: "gitleaks npm-access-token",
    pattern: `${START}npm_[A-Za-z0-9]{36}${END}`,
  },
  {
    id: "pypi-token",
    source: "gitleaks pypi-upload-token",
    pattern: `${START}pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\\-]{50,}`,
  },
  {
    id: "sendgrid-key",
    source: "gitleaks sendgrid-api-token",
    pattern: `${START}SG\\.[A-Za-z0-9_\\-]{22}\\.[A-Za-z0-9_\\-]{43}${END}`,
  },
  {
    id: "twilio-api-key",
    source: "gitleaks twilio-api-key",
    pattern: `${START}SK[0-9a-fA-F]{32}${END}`,
  },
  {
    id: "mailgun-key",
    source: "gitleaks mailgun-private-api-token",
    pattern: `${START}key-[0-9a-zA-Z]{32}${END}`,
  },
  {
    id: "digitalocean-token",
    source:
      "gitleaks digitalocean-pat, digitalocean-access-token, digitalocean-refresh-token",
    pattern: `${START}do[opr]_v1_[a-f0-9]{64}${END}`,
  },
  {
    id: "shopify-token",
    source:
      "gitleaks shopify-access-token, shopify-custom-access-token, shopify-shared-secret",
    pattern: `${START}shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}${END}`,
  },
  {
    id: "databricks-token",
    source: "gitleaks databricks-api-token",
    pattern: `${START}dapi[a-f0-9]{32}(?:-\\d)?${END}`,
  },
  {
    id: "telegram-bot-token",
    source: "gitleaks telegram-bot-api-token",
    pattern: "(?<![0-9A-Za-z_\\-])\\d{8,10}:AA[A-Za-z0-9_\\-]{33}" + END,
  },
  {
    id: "jwt",
    source: "RFC 7519 (base64url header.payload.signature); gitleaks jwt",
    pattern: `${START}eyJ[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,}`,
  },
  {
    id: "long-hex",
    source:
      "40+ hex digits: SHA-1 and longer keys (gitleaks generic entropy rules)",
    pattern: `${START}[0-9a-fA-F]{40,}${END}`,
  },
  {
    id: "long-base64",
    source:
      "40+ random-looking base64 characters (detect-secrets Base64HighEntropyString)",
    pattern:
      "(?<![A-Za-z0-9+/_\\-])[A-Za-z0-9+/_\\-]{40,}={0,2}(?![A-Za-z0-9+/=_\\-])",
    accept: isRandomBlob,
  },
];

function headerNames(): string {
  // The pattern is case-sensitive: a header name is matched in any case.
  return CREDENTIAL_HEADERS.map((name) =>
    name.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`),
  ).join("|");
}

/**
 * A header value that is a credential rather than another header's name (`["Authorization",
 * "Content-Type"]` lists allowed headers): it has a space (scheme and token), `=`, a digit,
 * or is long.
 */
export function isHeaderValue(value: string): boolean {
  return /[\s=0-9]/.test(value) || value.length >= 20;
}

/** `Basic` followed by base64 that decodes to printable `user:password`. */
function isBasicCredential(value: string): boolean {
  if (value.replace(/=+$/, "").length % 4 === 1) return false;
  let decoded: string;
  try {
    decoded = atob(value);
  } catch {
    return false;
  }
  return decoded.includes(":") && /^[\x20-\x7e]+$/.test(decoded);
}

/** Mixed case and digits, random-looking, not a path: a key or an encoded payload. */
function isRandomBlob(blob: string): boolean {
  if (!/[A-Z]/.test(blob) || !/[a-z]/.test(blob) || !/\d/.test(blob))
    return false;
  // A path: three or more short segments. (A loop, not `Math.max(...)`: a long blob has
  // more segments than a call may have arguments.)
  const segments = blob.split("/");
  let longest = 0;
  for (const segment of segments) longest = Math.max(longest, segment.length);
  if (segments.length >= 3 && longest < 24) return false;
  return bitsPerChar(blob) >= 4.3;
}

function bitsPerChar(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
