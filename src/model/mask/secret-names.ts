/**
 * Is this key's value a secret? Names are read as words, whatever the spelling —
 * `DB_PASSWORD`, `db-password`, `dbPassword`, `dbpassword` — so every `*_PASSWORD=`,
 * `*_SECRET=`, `*_TOKEN=` line and every field named like a secret (`password`, `secretKey`,
 * `api_token`, `passphrase`, `AccountKey`, `sig`) is one rule, not a list of spellings.
 *
 * A name is secret when one of its words holds a secret stem (`password`, `secret`,
 * `passphrase`, `credential`, and `apikey`-like compounds), is a secret word (`token`, `pwd`,
 * `sig`, `cookie`, `authorization`…), or two adjacent words make a key (`api key`,
 * `access key`, `private key`, `account key`…). It is not when another word says the value
 * is *about* the secret rather than the secret (`tokenType`, `apiKeyName`, `password_hint`,
 * `max_tokens` — plural — , `nextPageToken`, `eos_token`).
 *
 * O(length of the name).
 */

/** A word holding one of these is secret (`dbpassword`, `clientsecret`, `apikey`). */
const SECRET_STEMS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "credential",
  "apikey",
  "privatekey",
  "accesskey",
  "accesstoken",
  "refreshtoken",
  "authtoken",
  "sessiontoken",
  "bearertoken",
];

/** Whole words that are secret by themselves. */
const SECRET_WORDS = new Set([
  "pwd",
  "pass",
  "token",
  "authorization",
  "cookie",
  "sig",
  "jwt",
  "bearer",
  "otp",
]);

/** Two adjacent words that name a key (`key` alone is far too common to be one). */
const SECRET_PAIRS = new Set([
  "api key",
  "access key",
  "private key",
  "secret key",
  "account key",
  "session key",
  "signing key",
  "encryption key",
  "master key",
  "shared key",
  "subscription key",
  "license key",
  "auth key",
  "amz signature",
  "goog signature",
]);

/** A word that makes the name describe the secret (its type, name, length, place). */
const ABOUT_WORDS = new Set([
  "id",
  "ids",
  "name",
  "names",
  "type",
  "kind",
  "mode",
  "method",
  "scheme",
  "url",
  "uri",
  "endpoint",
  "path",
  "file",
  "count",
  "limit",
  "max",
  "min",
  "length",
  "len",
  "size",
  "expires",
  "expiry",
  "expiration",
  "ttl",
  "at",
  "prefix",
  "hint",
  "policy",
  "required",
  "enabled",
  "usage",
  "provider",
  "header",
  "field",
  "version",
  "format",
  "label",
  "status",
  "error",
  "budget",
  "estimate",
  // Pagination, correlation and model vocabulary tokens, not credentials.
  "correlation",
  "next",
  "page",
  "continuation",
  "cancellation",
  "eos",
  "bos",
  "pad",
  "unk",
  "sep",
  "cls",
  "special",
  "stop",
]);

/** The words of a name: camelCase, snake_case, kebab-case, dotted or spaced. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

/** Every secret name holds one of these: most names are refused without splitting them. */
const CANDIDATE =
  /pass|pwd|secret|token|key|auth|cookie|sig|credential|jwt|bearer|otp/i;

export function isSecretName(name: string): boolean {
  if (!CANDIDATE.test(name)) return false;
  const words = nameWords(name);
  // OpenID Connect's `id_token` is a credential, though `id` usually says "about".
  if (words.some((word, i) => word === "token" && words[i - 1] === "id"))
    return true;
  if (words.some((word) => ABOUT_WORDS.has(word))) return false;
  return words.some(
    (word, i) =>
      SECRET_WORDS.has(word) ||
      SECRET_STEMS.some((stem) => word.includes(stem)) ||
      (i > 0 && SECRET_PAIRS.has(`${words[i - 1]} ${word}`)),
  );
}
