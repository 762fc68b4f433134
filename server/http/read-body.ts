/**
 * Reading an upstream body with a bound. fetch inflates gzip/br bodies as they are read, so
 * the bound counts decoded bytes: a small compressed answer that inflates to gigabytes
 * stops at the cap like a large plain one, and the rest is never read or inflated.
 */

export function bodyReader(
  response: Response,
): ReadableStreamDefaultReader<Uint8Array> | undefined {
  // Node's fetch types the body as a stream of `any`; it is bytes.
  return response.body?.getReader() as
    ReadableStreamDefaultReader<Uint8Array> | undefined;
}

/**
 * The whole body as text when it is at most `limit` decoded bytes; `null` (and the body
 * cancelled) when it is longer. Read errors (a cut, a timeout) are thrown as they come.
 */
export async function readCapped(
  response: Response,
  limit: number,
): Promise<string | null> {
  const declared = Number(response.headers.get("content-length"));
  const encoded = (response.headers.get("content-encoding") ?? "identity")
    .toLowerCase()
    .trim();
  if (encoded === "identity" && declared > limit) {
    void response.body?.cancel().catch(() => undefined);
    return null;
  }
  const reader = bodyReader(response);
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Up to `limit` bytes of a body, for a message; the rest is not waited for. */
export async function readPrefix(
  response: Response,
  limit: number,
): Promise<string> {
  const reader = bodyReader(response);
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } catch {
    // A prefix is only for the message: what arrived is enough.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString("utf8");
}
