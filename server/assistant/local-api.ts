/**
 * The proxy's own API, answered in process: the assistant tools and the command line read
 * runs through the same routes the page does (`createApp`), so every source, every id
 * check, every upstream allowlist and the token's redaction apply unchanged — nothing is
 * bound to a port, and nothing but GET is ever asked.
 */
import type { Hono } from "hono";
import { isObject } from "../../src/model/is-object";

/** An `/api` answer that was an error (`{ error: { code, message, status } }`). */
export class LocalApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "LocalApiError";
  }
}

export interface LocalApi {
  /** GETs an `/api/…` path and parses its JSON; an error answer throws `LocalApiError`. */
  getJson(path: string): Promise<unknown>;
}

export function createLocalApi(app: Hono): LocalApi {
  return {
    async getJson(path) {
      if (!path.startsWith("/api/"))
        throw new Error(`not an API path: ${path}`);
      // A loopback Host, as the page's own requests carry (the host guard's rule).
      const response = await app.request(`http://127.0.0.1${path}`, {
        headers: { host: "127.0.0.1" },
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = text === "" ? null : JSON.parse(text);
      } catch {
        throw new LocalApiError(
          response.status,
          "bad_json",
          `${path} answered ${response.status} with a body that is not JSON.`,
        );
      }
      if (!response.ok) throw errorOf(response.status, json, path);
      return json;
    },
  };
}

function errorOf(status: number, json: unknown, path: string): LocalApiError {
  const error = isObject(json) && isObject(json.error) ? json.error : null;
  const message =
    error && typeof error.message === "string"
      ? error.message
      : `${path} answered ${status}.`;
  const code = error && typeof error.code === "string" ? error.code : "error";
  return new LocalApiError(status, code, message);
}
