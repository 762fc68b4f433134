/**
 * The answer for a part of a run's context that a source cannot give: an assumed upstream
 * path the API answers 404/501 on ("this API does not expose it"), or a saved folder with
 * no such file. It is an answer, not an error (decision 1500): the panel says so and names
 * the CLI command whose `-o json` output, saved into a `--traces` folder, gives the same
 * answer — and the rest of the page keeps working.
 */
import { SourceError } from "./source-error";

export interface ContextUnavailable {
  unavailable: {
    reason: "not_exposed" | "not_saved";
    message: string;
    /** The CLI command that answers the same, to save with `-o json` (ids shell-quoted). */
    command: string;
  };
}

/**
 * `command` comes from `fruxonCommand` (every id checked and quoted); null — an id that is
 * not an id — leaves the sentence without a command rather than offering a guess.
 */
export function notExposed(
  what: string,
  command: string | null,
): ContextUnavailable {
  return {
    unavailable: {
      reason: "not_exposed",
      message: `This API does not expose ${what}.`,
      command: command ?? "",
    },
  };
}

export function notSaved(
  what: string,
  command: string | null,
): ContextUnavailable {
  return {
    unavailable: {
      reason: "not_saved",
      message: `No saved ${what} in this folder.`,
      command: command ?? "",
    },
  };
}

/**
 * A call on an assumed path: a 404 or 501 from upstream becomes `notExposed`, every other
 * failure stays the error it was.
 */
export async function orNotExposed(
  call: Promise<unknown>,
  what: string,
  command: string | null,
): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    const status =
      error instanceof SourceError ? error.extra.upstream?.status : undefined;
    if (status === 404 || status === 501) return notExposed(what, command);
    throw error;
  }
}
