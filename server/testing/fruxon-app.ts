/**
 * The proxy app over the Fruxon source with an upstream that is a function, for route
 * tests: each test sets `answer`, the harness records every upstream URL, checks each call
 * carried the token, and checks no answer to the browser holds it.
 */
import { expect } from "vitest";
import { createApp } from "../app";
import { createFruxonSource } from "../sources/fruxon-source";

export interface FruxonAppHarness {
  /** Upstream URLs in call order, since the last `reset`. */
  seen: URL[];
  /** How the upstream answers each call. */
  answer: (url: URL) => Response;
  /** Forgets what was seen and answers with `answer` from now on. */
  reset: (answer: (url: URL) => Response) => void;
  /** GET through the app as the browser on loopback sends it; the body parsed as JSON. */
  get: (
    path: string,
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
}

/** A JSON answer from the upstream: an object, or text taken as it is. */
export function jsonResponse(body: string | object, status = 200): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export function createFruxonAppHarness(token: string): FruxonAppHarness {
  const harness: FruxonAppHarness = {
    seen: [],
    answer: () => jsonResponse({ items: [] }),
    reset(answer) {
      harness.seen = [];
      harness.answer = answer;
    },
    async get(path) {
      const response = await app().request(path, {
        headers: { host: "127.0.0.1:8723" },
      });
      const text = await response.text();
      expect(text).not.toContain(token);
      return {
        status: response.status,
        body: JSON.parse(text) as Record<string, unknown>,
      };
    },
  };

  function app() {
    const fetchImpl = ((input: string, init?: RequestInit) => {
      const url = new URL(input);
      harness.seen.push(url);
      expect(new Headers(init?.headers).get("authorization")).toBe(
        `Bearer ${token}`,
      );
      return Promise.resolve(harness.answer(url));
    }) as typeof fetch;
    const runSource = createFruxonSource({
      baseUrl: "https://api.example.test",
      tenant: "acme",
      token,
      timeoutMs: 2000,
      fetchImpl,
    });
    return createApp({ runSource, staticDir: null, bindHost: "127.0.0.1" });
  }

  return harness;
}
