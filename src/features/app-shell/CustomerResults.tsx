import { Link } from "@tanstack/react-router";
import type { Participant } from "../../model/participants/participant";
import { DataText } from "../../ui/DataText";
import { DataParts } from "../../ui/DataParts";
import { HeaderPopover } from "./HeaderPopover";

const SHOWN = 8;

/** The people a customer search found, each with a link to their runs under every agent they use. */
export function CustomerResults({
  query,
  isLoading,
  error,
  participants,
  onClose,
}: {
  query: string;
  isLoading: boolean;
  error: Error | null;
  participants: Participant[];
  onClose: () => void;
}) {
  return (
    <HeaderPopover
      label={`Customers matching ${query}`}
      title={<>Customers matching “{query}”</>}
      closeLabel="Close customer results"
      onClose={onClose}
      className="right-0 w-[28rem]"
    >
      {isLoading && <p className="text-slate-500">Searching…</p>}
      {error && <p className="text-step-error">{error.message}</p>}
      {!isLoading && !error && participants.length === 0 && (
        <p className="text-slate-600">
          Nobody matches. Phone numbers are compared by their digits; try the
          number as the customer wrote it, an email, or a handle.
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {participants.slice(0, SHOWN).map((person) => (
          <li key={person.id} className="py-1.5">
            <p>
              <DataText text={person.displayName} className="font-medium" />{" "}
              {/* Each address its own isolate, apart from the name. */}
              <DataParts
                parts={[person.kind, ...person.channels.map((c) => c.address)]}
                className="text-slate-500"
              />
            </p>
            <p className="mt-0.5 flex flex-wrap gap-2">
              {person.agentIds.length === 0 && (
                <span className="text-slate-500">bound to no agent</span>
              )}
              {person.agentIds.map((agentId) => (
                <Link
                  key={agentId}
                  to="/agents/$agentId/runs"
                  params={{ agentId }}
                  search={{ participant: person.id }}
                  onClick={onClose}
                  className="text-accent underline"
                >
                  Runs with {agentId}
                </Link>
              ))}
              {person.agentIds.map((agentId) => (
                <Link
                  key={`quiet:${agentId}`}
                  to="/agents/$agentId/quiet"
                  params={{ agentId }}
                  search={{ participant: person.id }}
                  onClick={onClose}
                  className="text-accent underline"
                >
                  Why no reply? ({agentId})
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </HeaderPopover>
  );
}
