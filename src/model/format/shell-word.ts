/**
 * Values from the data as POSIX shell words, for commands the app offers to copy (it never
 * runs them). A value holding only characters no shell treats specially stays as it is;
 * anything else is single-quoted (a `'` inside becomes `'\''`). Inside single quotes
 * nothing is special, so `$(…)`, backticks, `;`, `|`, globs and newlines stay literal: a
 * pasted command runs what it says and nothing else.
 */
export function shellWord(value: string): string {
  return /^[\w./-]+$/.test(value) ? value : `'${value.replace(/'/g, "'\\''")}'`;
}

/**
 * A file path as one shell word that cannot read as an option: quoting does not stop a
 * word starting with `-` from being one, so such a path is written `./-…`.
 */
export function shellPathWord(path: string): string {
  return shellWord(path.startsWith("-") ? `./${path}` : path);
}
