import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { SpawnTreeNode } from "../../model/spawn/spawn-tree";

/** Opens a node's run: directly when the node names its agent, else through the id lookup. */
export function SpawnTreeNodeLink({
  node,
  agentHint,
  className,
  children,
}: {
  node: SpawnTreeNode;
  agentHint: string;
  className?: string;
  children: ReactNode;
}) {
  return node.agentId ? (
    <Link
      to="/agents/$agentId/runs/$runId"
      params={{ agentId: node.agentId, runId: node.id }}
      className={className}
    >
      {children}
    </Link>
  ) : (
    <Link
      to="/"
      search={{ id: node.id, agent: agentHint }}
      className={className}
    >
      {children}
    </Link>
  );
}
