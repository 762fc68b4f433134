/**
 * What every route group of the demo API answers with alike: RFC 7807 problem details for
 * errors, and query names bound case-insensitively, as the real server does
 * (docs/reference/fruxon-wire.md §1.6).
 */
import type { Context } from "hono";
import type { WireObject } from "./dataset";

/** RFC 7807 problem details, as the real API answers errors. */
export function problem(
  path: string,
  status: number,
  title: string,
  detail: string,
): Response {
  const body: WireObject = {
    type: "about:blank",
    title,
    status,
    detail,
    instance: path,
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json" },
  });
}

/** The first value of a query parameter, its name matched in any casing. */
export function queryParam(c: Context, name: string): string | undefined {
  for (const [key, value] of new URL(c.req.url).searchParams)
    if (key.toLowerCase() === name.toLowerCase()) return value;
  return undefined;
}
