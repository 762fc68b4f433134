/**
 * Secrets out of anything that leaves the machine (a bundle is always passed through here,
 * masked or not). Separate from the masker: personal data is hidden on request, secrets
 * always. Like the masker it runs on the escape-decoded view of each string, so a token
 * inside double-encoded JSON is found and the JSON around it stays valid.
 *
 * What is redacted (decision 1700), each replaced by `[redacted]`:
 * - `Bearer …` credentials (the word stays);
 * - tokens with a known shape: `sk-…` (OpenAI, Anthropic), `sk_live_…`/`pk_…` (Stripe),
 *   `fx_pat_…`/`fx_sat_…` (Fruxon), `ghp_…`/`github_pat_…`, `xox?-…` (Slack), `glpat-…`,
 *   `AKIA…` (AWS), `AIza…` (Google), JWTs, PEM private-key blocks;
 * - the value after a secret-named key in text (`"api_key": "…"`, `password=…`), and the
 *   whole string value of a secret-named member of a JSON object;
 * - long blobs: 40+ hex digits, or 40+ base64 characters that mix cases and digits, read
 *   as random (≥ 4.3 bits per character), and are not a path.
 * Counted, so a bundle's manifest can say how many it removed. O(text) per string.
 */
import { escapedView, rewriteSpans, type Replacement } from "./escaped-view";
import { rewriteJson } from "./rewrite-json";

export const REDACTED = "[redacted]";
/** What is always redacted, by rule name (for a bundle's manifest). */
export const SECRET_RULES = [
  "bearer-credentials",
  "known-token-shapes",
  "private-keys",
  "secret-named-values",
  "long-hex",
  "long-base64",
] as const;

const KEY_WORDS =
  "password|passwd|pwd|secret|client[_-]?secret|api[_-]?key|x-api-key|access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|session[_-]?token|token|authorization|private[_-]?key|x-amz-signature|x-goog-signature";
const TOKEN_SHAPES = [
  "sk-(?:proj-|ant-(?:api\\d\\d-)?|live-|test-)?[A-Za-z0-9_\\-]{16,}",
  "(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}",
  "fx_(?:pat|sat)_[A-Za-z0-9_\\-]{8,}",
  "gh[pousr]_[A-Za-z0-9]{20,}",
  "github_pat_[A-Za-z0-9_]{20,}",
  "xox[abposr]-[A-Za-z0-9\\-]{10,}",
  "glpat-[A-Za-z0-9_\\-]{20,}",
  "(?:AKIA|ASIA)[0-9A-Z]{16}",
  "AIza[0-9A-Za-z_\\-]{35}",
  "eyJ[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,}",
].join("|");
const SECRETS = new RegExp(
  [
    `(?<pem>-----BEGIN [A-Z ]*PRIVATE KEY-----[\\s\\S]*?-----END [A-Z ]*PRIVATE KEY-----)`,
    `(?<bearer>(?<![A-Za-z0-9_])[Bb]earer\\s+)[A-Za-z0-9\\-._~+/]{8,}=*`,
    `(?<![A-Za-z0-9_\\-])(?<token>${TOKEN_SHAPES})`,
    `(?<quotedKey>(?<![A-Za-z0-9_\\-])"(?:${KEY_WORDS})"\\s*:\\s*")(?<quotedValue>[^"]+)(?=")`,
    `(?<plainKey>(?<![A-Za-z0-9_\\-"])(?:${KEY_WORDS})\\s*[:=]\\s*)(?<plainValue>(?:(?:Bearer|Basic|Token)\\s+)?(?!(?:null|true|false)\\b)[^\\s"'&,;{}<>]{4,})`,
    `(?<hex>(?<![A-Za-z0-9_\\-])[0-9a-fA-F]{40,}(?![A-Za-z0-9_\\-]))`,
    `(?<blob>(?<![A-Za-z0-9+/_\\-])[A-Za-z0-9+/_\\-]{40,}={0,2}(?![A-Za-z0-9+/=_\\-]))`,
  ].join("|"),
  "gi",
);
const SECRET_MEMBER = new RegExp(`^(?:${KEY_WORDS})$`, "i");

export interface Redacted<T> {
  value: T;
  /** How many secrets were replaced. */
  count: number;
}

export function redactSecrets(text: string): Redacted<string> {
  const view = escapedView(text);
  const replacements: Replacement[] = [];
  SECRETS.lastIndex = 0;
  for (
    let match = SECRETS.exec(view.text);
    match;
    match = SECRETS.exec(view.text)
  ) {
    const { bearer, quotedKey, plainKey, blob } = match.groups!;
    const kept = bearer ?? quotedKey ?? plainKey ?? "";
    if (blob !== undefined && !isRandomBlob(blob)) continue;
    replacements.push({
      start: match.index + kept.length,
      end: match.index + match[0].length,
      text: REDACTED,
    });
  }
  return {
    value: rewriteSpans(text, view, replacements),
    count: replacements.length,
  };
}

/** A copy of a JSON value with every secret redacted, and how many there were. */
export function redactSecretsInValue<T>(value: T): Redacted<T> {
  let count = 0;
  const text = (source: string) => {
    const redacted = redactSecrets(source);
    count += redacted.count;
    return redacted.value;
  };
  const member = (key: string, source: string) => {
    if (source === "" || source === REDACTED || !SECRET_MEMBER.test(key))
      return text(source);
    count++;
    return REDACTED;
  };
  return { value: rewriteJson(value, { text, member }), count };
}

/** Mixed case and digits, random-looking, not a path: a key or an encoded payload. */
function isRandomBlob(blob: string): boolean {
  if (!/[A-Z]/.test(blob) || !/[a-z]/.test(blob) || !/\d/.test(blob))
    return false;
  const segments = blob.split("/");
  if (
    segments.length >= 3 &&
    Math.max(...segments.map((segment) => segment.length)) < 24
  )
    return false;
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
