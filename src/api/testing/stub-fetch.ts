/**
 * A `fetch` for src/api tests: answers by path from a table (JSON bodies, or a function
 * for anything else) and records what was asked. Unknown paths answer the proxy's 404.
 */
import { vi } from "vitest";

export type StubAnswer =
  | { status?: number; json: unknown }
  | { status?: number; text: string }
  | (() => Promise<Response>);

export function stubFetch(answers: Record<string, StubAnswer>): string[] {
  const requested: string[] = [];
  vi.stubGlobal("fetch", (input: string) => {
    requested.push(input);
    const answer = answers[input];
    if (typeof answer === "function") return answer();
    if (!answer)
      return Promise.resolve(
        Response.json(
          { error: { code: "not_found", message: `no ${input}` } },
          { status: 404 },
        ),
      );
    const body = "json" in answer ? JSON.stringify(answer.json) : answer.text;
    return Promise.resolve(
      new Response(body, { status: answer.status ?? 200 }),
    );
  });
  return requested;
}
