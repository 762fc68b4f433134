/**
 * Saved error answers (an expired token's 401, a 5xx, the CLI's or this proxy's error
 * form) are named as such; runs, records and other JSON are not mistaken for them.
 */
import { describe, expect, it } from "vitest";
import { errorResponseProblem } from "./saved-error-response";

const RECORDINGS: Record<string, unknown> = import.meta.glob(
  "../../../fixtures/fruxon/*.json",
  { eager: true, import: "default" },
);
const recording = (name: string): unknown => {
  const path = `../../../fixtures/fruxon/${name}`;
  if (!(path in RECORDINGS)) throw new Error(`no recording ${name}`);
  return RECORDINGS[path];
};

describe("errorResponseProblem", () => {
  it("names RFC 7807 problem details with their status and words", () => {
    expect(
      errorResponseProblem(recording("problem.401-token-expired.json")),
    ).toBe(
      "not a run: an error response (401 Unauthorized The access token expired.)",
    );
    expect(
      errorResponseProblem(recording("problem.403-wrong-tenant.json")),
    ).toMatch(/^not a run: an error response \(403 /);
  });

  it("names the {message, details} form, the CLI's and the proxy's own error bodies", () => {
    expect(errorResponseProblem(recording("error-message.500.json"))).toBe(
      "not a run: an error response (Internal server error: Trace store unavailable, try again later.)",
    );
    expect(
      errorResponseProblem({
        ok: false,
        error: { code: "unauthorized", message: "token expired" },
      }),
    ).toBe("not a run: an error response (unauthorized token expired)");
    expect(
      errorResponseProblem({
        error: { code: "not_found", message: "No run x", status: 404 },
      }),
    ).toBe("not a run: an error response (404 not_found No run x)");
  });

  it("leaves runs, records, lists and other JSON alone", () => {
    for (const name of [
      "trace.json",
      "record.json",
      "record-list.json",
      "result.json",
      "agents.json",
    ])
      expect(errorResponseProblem(recording(name))).toBeNull();
    expect(errorResponseProblem({ status: "FAILED", title: "x" })).toBeNull();
    expect(errorResponseProblem({ message: "hi", author: "AGENT" })).toBeNull();
  });
});
