/**
 * Credentials out of every string the proxy returns or logs. An upstream (or a gateway in
 * front of it) may echo the request back: the Authorization header in a 401's problem
 * details, a debug page quoting the headers, a 5xx body that repeats the request. Any of
 * those strings can end up in an error message shown on the page or printed to the
 * terminal, so each goes through `redactSecrets` first.
 *
 * Removed: every occurrence of each secret (raw, percent-encoded and JSON-escaped), and
 * the value after any `Bearer`/`Basic` scheme or `Authorization:`/`authorization=` label
 * whatever it is (a token the proxy never held is still somebody's token). Redact before
 * cutting a string short, so that a cut cannot leave half a secret behind.
 */
import { SourceError } from "../sources/source-error";

export const REDACTED = "[redacted]";

const SCHEME_VALUE = /\b(Bearer|Basic)(\s+)[^\s"'<>,;\\]+/gi;
const AUTHORIZATION_VALUE =
  /\b(proxy-authorization|authorization)(["']?\s*[:=]\s*["']?)(?!\s*(?:Bearer|Basic)\b)[^"'<>\r\n,;}\\]+/gi;

export function redactSecrets(
  text: string,
  secrets: readonly string[],
): string {
  let out = text;
  for (const form of secretForms(secrets)) out = out.split(form).join(REDACTED);
  return out
    .replace(SCHEME_VALUE, `$1$2${REDACTED}`)
    .replace(AUTHORIZATION_VALUE, `$1$2${REDACTED}`);
}

/**
 * The secrets in a successful answer's text, each character replaced by `*`: the text
 * keeps its length (a relayed body's Content-Length stays true) and stays valid JSON.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const form of secretForms(secrets))
    if (out.includes(form)) out = out.split(form).join("*".repeat(form.length));
  return out;
}

/** The spellings a secret can take inside a body: as is, percent-encoded, JSON-escaped. */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  // Longest first, so a shorter form inside a longer one does not leave a remainder.
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The same error with its message and the upstream's words redacted. */
export function redactSourceError(
  error: SourceError,
  secrets: readonly string[],
): SourceError {
  const redact = (text: string) => redactSecrets(text, secrets);
  const upstream = error.extra.upstream && {
    ...error.extra.upstream,
    ...(error.extra.upstream.title !== undefined && {
      title: redact(error.extra.upstream.title),
    }),
    ...(error.extra.upstream.detail !== undefined && {
      detail: redact(error.extra.upstream.detail),
    }),
  };
  return new SourceError(error.code, redact(error.message), {
    ...error.extra,
    ...(upstream && { upstream }),
  });
}

/** Any thrown value as a redacted `SourceError` (an unexpected error becomes `internal`). */
export function redactedFailure(
  error: unknown,
  secrets: readonly string[],
): SourceError {
  if (error instanceof SourceError) return redactSourceError(error, secrets);
  return new SourceError(
    "internal",
    redactSecrets(
      `The proxy failed unexpectedly: ${(error as Error)?.message ?? String(error)}`,
      secrets,
    ),
  );
}
