/** How a read reaches the proxy's `/api`: the page's `fetchJson`, or the proxy in process. */
export type GetJson = (path: string, signal?: AbortSignal) => Promise<unknown>;

/** `/api/<segments>`, each segment encoded (ids are checked again by the proxy). */
export function apiPath(...segments: string[]): string {
  return `/api/${segments.map(encodeURIComponent).join("/")}`;
}
