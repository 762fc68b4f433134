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
    /** The CLI command that answers the same, to save with `-o json`. */
    command: string;
  };
}

export function notExposed(what: string, command: string): ContextUnavailable {
  return {
    unavailable: {
      reason: "not_exposed",
      message: `This API does not expose ${what}.`,
      command,
    },
  };
}

export function notSaved(what: string, command: string): ContextUnavailable {
  return {
    unavailable: {
      reason: "not_saved",
      message: `No saved ${what} in this folder.`,
      command,
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
  command: string,
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
