/**
 * The root route's `beforeLoad`: a location whose query carries `id=<record id>` — any
 * path, a dashboard URL with its host swapped included — is redirected to that run once
 * the proxy says which agent owns it. When no agent does, the location stays and the
 * root renders the "no such run" page with the fallback of docs/reference/investigation-workflow.md §1 (the runs around the time
 * the link implies).
 */
import { redirect, type ParsedLocation } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { runOwnerQueryOptions } from "../../api/queries";
import type { RunOwner } from "../../api/run-links";
import {
  readDashboardLink,
  type DashboardLink,
} from "../../model/links/dashboard-link";

export interface UnresolvedRunLink {
  link: DashboardLink;
  /** Why it could not be opened, as the proxy said it. */
  message: string;
  isNotFound: boolean;
}

export async function resolveDashboardLink(
  location: Pick<ParsedLocation, "pathname" | "search">,
  queryClient: QueryClient,
): Promise<{ unresolvedRunLink: UnresolvedRunLink | null }> {
  const link = readDashboardLink(location.pathname, location.search);
  if (!link) return { unresolvedRunLink: null };
  let owner: RunOwner;
  try {
    owner = await queryClient.fetchQuery(
      runOwnerQueryOptions(link.id, link.agentHint),
    );
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    return {
      unresolvedRunLink: {
        link,
        message: error instanceof Error ? error.message : String(error),
        isNotFound: status === 404,
      },
    };
  }
  // `throw: true`: the router throws its own redirect, which ends this beforeLoad.
  redirect({
    to: "/agents/$agentId/runs/$runId",
    params: { agentId: owner.agentId, runId: owner.runId },
    replace: true,
    throw: true,
  });
  return { unresolvedRunLink: null };
}
