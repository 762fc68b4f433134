/**
 * The one error type sources throw. Routes turn it into the JSON error the UI shows:
 * `{ error: { code, message, status, retryAfterSeconds?, upstream? } }`. Messages are
 * written for a support engineer: what failed, and what to check.
 */
export type SourceErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "rate_limited"
  | "upstream_error"
  | "timeout"
  | "truncated_body"
  | "not_json"
  | "unreachable"
  | "bad_file"
  | "too_large"
  | "internal";

const HTTP_STATUS: Record<SourceErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  upstream_error: 502,
  timeout: 504,
  truncated_body: 502,
  not_json: 502,
  unreachable: 502,
  bad_file: 422,
  too_large: 502,
  internal: 500,
};

export interface UpstreamDetail {
  status: number;
  title?: string;
  detail?: string;
}

export class SourceError extends Error {
  readonly status: number;

  constructor(
    readonly code: SourceErrorCode,
    message: string,
    readonly extra: {
      retryAfterSeconds?: number;
      upstream?: UpstreamDetail;
    } = {},
  ) {
    super(message);
    this.name = "SourceError";
    this.status = HTTP_STATUS[code];
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        status: this.status,
        ...(this.extra.retryAfterSeconds !== undefined && {
          retryAfterSeconds: this.extra.retryAfterSeconds,
        }),
        ...(this.extra.upstream && { upstream: this.extra.upstream }),
      },
    };
  }
}
