/**
 * What counts as an id (an agent, run, topic or session id) wherever one is used: in an
 * upstream API path the proxy builds, and in a command the app offers to copy. One pattern
 * for both, so an id the proxy would refuse is never offered in a command either.
 *
 * An id is 1–256 characters with no `/` or `\`, no `?`, `#`, `%` or `:` (they would change
 * what an API path means: `:trace` names another method), no whitespace, control or
 * invisible formatting characters (a right-to-left override would make it read as another
 * id); it does not start with `-` (in a command it would read as an option) and is not `.`
 * or `..`. Everything else is allowed: ids from the data are not trusted to be hex or
 * UUIDs, so shell metacharacters pass here and are quoted where an id becomes a shell word.
 */
const ID = /^(?!\.{1,2}$)(?!-)[^/\\?#%:\s\p{Cc}\p{Cf}]{1,256}$/u;

export function isValidId(value: unknown): value is string {
  return typeof value === "string" && ID.test(value);
}
