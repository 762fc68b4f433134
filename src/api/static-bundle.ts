/**
 * A static export (`npm run export:static`, decision 1703): its `index.html` names the
 * bundle beside it in `<meta name="tracelens-bundle">`. The page fetches it from the same
 * folder, opens it in the trace worker as if it had been dropped on the page, and shows its
 * run — with no proxy behind the static host.
 */
import { openFiles, reportLocalError } from "./local-files";

export function staticBundleUrl(): string | null {
  return (
    document
      .querySelector<HTMLMetaElement>('meta[name="tracelens-bundle"]')
      ?.getAttribute("content") ?? null
  );
}

export async function openStaticBundle(url: string): Promise<void> {
  const name = url.split("/").pop() || "bundle.tracelens.json";
  let file: File;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    file = new File([await response.blob()], name);
  } catch (error) {
    // Shown by the banner: the page itself still opens.
    reportLocalError(
      `The bundle ${url} could not be read from this folder: ${(error as Error).message}.`,
    );
    return;
  }
  const opened = await openFiles([file], true);
  // The first visit shows the bundle's run; a deep link keeps its own page.
  if (opened && (window.location.hash === "" || window.location.hash === "#/"))
    window.location.hash = `#/agents/${encodeURIComponent(opened.first.agentId)}/runs/${encodeURIComponent(opened.first.runId)}`;
}
