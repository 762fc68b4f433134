/**
 * Reads a recorded error body the way the proxy reads an upstream failure: served with the
 * status its file name starts with (`problem.404-unknown-run.json` → 404), through the
 * Fruxon source's real fetch path. Clean when the error has the code that status maps to
 * and keeps the body's title and detail (either spelling) for the message.
 */
import { createFruxonSource } from "../sources/fruxon-source";
import { SourceError, type SourceErrorCode } from "../sources/source-error";
import type { Recording } from "./fruxon-recordings";

const CODES: Record<number, SourceErrorCode> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  429: "rate_limited",
};

export async function readUpstreamError(
  recording: Recording,
): Promise<string[]> {
  const status = Number.parseInt(recording.variant ?? "", 10);
  if (!(status >= 400)) return [`no HTTP status in the name ${recording.file}`];
  const source = createFruxonSource({
    baseUrl: "https://api.fruxon.example",
    tenant: "acme",
    token: "fx_pat_recorded",
    timeoutMs: 5000,
    fetchImpl: () =>
      Promise.resolve(
        new Response(JSON.stringify(recording.body), {
          status,
          headers: { "Content-Type": "application/problem+json" },
        }),
      ),
  });
  const error: unknown = await source.getRun("agent", "run").then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SourceError)) return ["no SourceError"];
  const body = recording.body as Record<string, unknown>;
  const expected = {
    code: CODES[status] ?? "upstream_error",
    title: body.title ?? body.message,
    detail: body.detail ?? body.details,
  };
  const read = {
    code: error.code,
    title: error.extra.upstream?.title,
    detail: error.extra.upstream?.detail,
  };
  return JSON.stringify(read) === JSON.stringify(expected)
    ? []
    : [`read ${JSON.stringify(read)}, expected ${JSON.stringify(expected)}`];
}
