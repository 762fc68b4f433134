/**
 * Secrets out of anything that leaves the machine (a bundle is always passed through here,
 * masked or not). Separate from the masker: personal data is hidden on request, secrets
 * always. Like the masker it runs on the escape-decoded view of each string, so a token
 * inside double-encoded JSON is found and the JSON around it stays valid.
 *
 * What is redacted (decisions 1700, 1704), each replaced by `[redacted]` and counted by
 * rule: the shapes of `secret-patterns.ts` (credentials after `Bearer`/`Basic`/`Cookie:`,
 * `[name, value]` header pairs, passwords in URLs, provider tokens, private keys, JWTs, long
 * random blobs), the value after a secret-named key in text (`DB_PASSWORD=…`,
 * `"secretKey": "…"`), the whole string value of a secret-named member of a JSON object, and
 * the value of a credential header in a `[name, value]` array.
 *
 * Two passes over each string: the shapes (one regular expression, every family a named
 * group), then the secret-named keys; overlapping finds keep the earlier. A private key
 * runs from its header to the next `-----END` line, found with `indexOf` once per END
 * line. O(text) per string: no pattern can backtrack over more than a bounded stretch or a
 * run it started at (see `secret-patterns.ts`), which `secrets.test.ts` checks on long
 * hostile strings.
 */
import { escapedView, rewriteSpans, type Replacement } from "./escaped-view";
import { rewriteJson } from "./rewrite-json";
import { isSecretName } from "./secret-names";
import {
  CREDENTIAL_HEADERS,
  isHeaderValue,
  SECRET_FAMILIES,
} from "./secret-patterns";

export const REDACTED = "[redacted]";
const SECRET_NAMED = "secret-named-value";
/** What is always redacted, by rule name (for a bundle's manifest). */
export const SECRET_RULES = [
  ...SECRET_FAMILIES.map((family) => family.id),
  SECRET_NAMED,
] as const;

const SHAPES = new RegExp(
  SECRET_FAMILIES.map(
    (family, i) =>
      `(?<f${i}>${family.pattern.replace("(?<keep>", `(?<k${i}>`)})`,
  ).join("|"),
  "g",
);
const PRIVATE_KEY = SECRET_FAMILIES.findIndex(
  (family) => family.id === "private-key",
);
const PEM_END = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/y;

/**
 * A key before its value: `"name": "` (JSON text) or `name = ` / `name: ` (env lines, YAML,
 * query strings, headers). Only a secret name's value is then read (`VALUE`), so text is
 * never scanned twice for keys that are not secret.
 */
const KEY = new RegExp(
  [
    `(?<![A-Za-z0-9_\\-])"(?<qname>[A-Za-z_$@][A-Za-z0-9_.\\-]{0,63})"\\s{0,8}:\\s{0,8}(?=")`,
    `(?<![A-Za-z0-9_.\\-"'$])(?<pname>[A-Za-z_][A-Za-z0-9_.\\-]{0,63})\\s{0,8}[:=]\\s{0,8}`,
  ].join("|"),
  "g",
);
/** The value after a key: quoted (spaces and all), or bare up to a separator. */
const VALUE = new RegExp(
  `"(?<dq>[^"\\r\\n]{1,4096})"|'(?<sq>[^'\\r\\n]{1,4096})'|(?<bare>(?:(?:Bearer|Basic|Token)\\s{1,8})?(?!(?:null|true|false|none|undefined)(?![A-Za-z0-9_]))[^\\s"'&,;{}<>]{4,})`,
  "iy",
);
/** A private key's body when its END line is missing: base64 lines, bounded. */
const PEM_BODY = /[A-Za-z0-9+/=\s]{0,16384}/y;
const PEM_REACH = 16384;

const CREDENTIAL_HEADER = new Set<string>(CREDENTIAL_HEADERS);

export interface Redacted<T> {
  value: T;
  /** How many secrets were replaced. */
  count: number;
  /** …by rule (`SECRET_RULES`); rules that found nothing are absent. */
  byRule: Record<string, number>;
}

interface Found extends Replacement {
  rule: string;
}

export function redactSecrets(text: string): Redacted<string> {
  const view = escapedView(text);
  const found = dropOverlaps([...shapesIn(view.text), ...namedIn(view.text)]);
  const byRule: Record<string, number> = {};
  for (const { rule } of found) byRule[rule] = (byRule[rule] ?? 0) + 1;
  return {
    value: rewriteSpans(text, view, found),
    count: found.length,
    byRule,
  };
}

/** A copy of a JSON value with every secret redacted, and how many there were. */
export function redactSecretsInValue<T>(value: T): Redacted<T> {
  const byRule: Record<string, number> = {};
  let count = 0;
  const add = (rule: string, n: number) => {
    byRule[rule] = (byRule[rule] ?? 0) + n;
    count += n;
  };
  const text = (source: string) => {
    const redacted = redactSecrets(source);
    for (const [rule, n] of Object.entries(redacted.byRule)) add(rule, n);
    return redacted.value;
  };
  const whole = (rule: string, source: string) => {
    if (source === "" || source === REDACTED) return text(source);
    add(rule, 1);
    return REDACTED;
  };
  const redactedValue = rewriteJson(value, {
    text,
    member: (key, source, object) =>
      isSecretName(key)
        ? whole(SECRET_NAMED, source)
        : key === "value" && isCredentialPair([object.name, source])
          ? whole("header-pair", source)
          : text(source),
    item: (array, index, source) =>
      index === 1 && isCredentialPair(array)
        ? whole("header-pair", source)
        : text(source),
  });
  return { value: redactedValue, count, byRule };
}

/**
 * `["Authorization", "Bearer …"]`, or `{name: "Cookie", value: "…"}` (HAR, Postman): a
 * header and its credential.
 */
function isCredentialPair(array: readonly unknown[]): boolean {
  const [name, value] = array;
  return (
    array.length === 2 &&
    typeof name === "string" &&
    typeof value === "string" &&
    CREDENTIAL_HEADER.has(name.toLowerCase()) &&
    isHeaderValue(value)
  );
}

function* shapesIn(text: string): Generator<Found> {
  // Where the next END line is (or -1: none at or after `endFrom`): each END is looked for once.
  let endAt = -2;
  let endFrom = 0;
  SHAPES.lastIndex = 0;
  for (let match = SHAPES.exec(text); match; match = SHAPES.exec(text)) {
    const groups = match.groups!;
    const i = SECRET_FAMILIES.findIndex(
      (_, index) => groups[`f${index}`] !== undefined,
    );
    const family = SECRET_FAMILIES[i]!;
    const start = match.index + (groups[`k${i}`]?.length ?? 0);
    let end = match.index + match[0].length;
    if (i === PRIVATE_KEY) {
      if (endAt !== -1 ? endAt < end : endFrom > end) {
        endFrom = end;
        endAt = text.indexOf("-----END", end);
      }
      PEM_END.lastIndex = endAt;
      if (endAt !== -1 && endAt - end <= PEM_REACH && PEM_END.test(text))
        end = PEM_END.lastIndex;
      else {
        PEM_BODY.lastIndex = end;
        PEM_BODY.test(text);
        end = PEM_BODY.lastIndex;
      }
      SHAPES.lastIndex = end;
    } else if (family.accept && !family.accept(text.slice(start, end)))
      continue;
    yield { start, end, text: REDACTED, rule: family.id };
  }
}

function* namedIn(text: string): Generator<Found> {
  KEY.lastIndex = 0;
  for (let key = KEY.exec(text); key; key = KEY.exec(text)) {
    const { qname, pname } = key.groups!;
    if (!isSecretName(qname ?? pname!)) continue;
    VALUE.lastIndex = KEY.lastIndex;
    const value = VALUE.exec(text);
    if (!value) continue;
    const { dq, sq, bare } = value.groups!;
    const secret = dq ?? sq ?? bare!;
    if (secret === REDACTED || (bare !== undefined && isReference(bare)))
      continue;
    const start = value.index + (bare === undefined ? 1 : 0);
    KEY.lastIndex = VALUE.lastIndex;
    yield {
      start,
      end: start + secret.length,
      text: REDACTED,
      rule: SECRET_NAMED,
    };
  }
}

/**
 * Code that names where a secret comes from, not the secret: `token = os.environ.get(…)`,
 * `password = getpass()`, `key: ${API_KEY}`, `process.env.GITHUB_TOKEN`.
 */
function isReference(value: string): boolean {
  return (
    /^[A-Za-z_][\w.]*[([]/.test(value) ||
    /^\$\{?[A-Za-z_]\w*\}?$/.test(value) ||
    /^(?:process\.env|os\.environ|import\.meta\.env)\b/.test(value)
  );
}

/** In text order; a find that overlaps an earlier one is dropped. */
function dropOverlaps(found: Found[]): Found[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const next of found)
    if (kept.length === 0 || next.start >= kept[kept.length - 1]!.end)
      kept.push(next);
  return kept;
}
