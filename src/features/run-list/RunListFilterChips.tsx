import { useQuery } from "@tanstack/react-query";
import { participantSearchQueryOptions } from "../../api/queries";
import type { RunListSearch } from "../../url/search-schemas";
import { DataText } from "../../ui/DataText";

/** Filters set by links (a customer) that have no field in the form. */
export function RunListFilterChips({
  search,
  onClear,
}: {
  search: RunListSearch;
  onClear: (patch: Partial<RunListSearch>) => void;
}) {
  if (!search.participant) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs">
        Participant: <ParticipantName value={search.participant} />
        <button
          type="button"
          aria-label="Clear participant filter"
          onClick={() => onClear({ participant: undefined })}
        >
          ×
        </button>
      </span>
    </div>
  );
}

/** The person a `participant=` value (id, phone, email, handle) names, when one does. */
function ParticipantName({ value }: { value: string }) {
  const { data } = useQuery(participantSearchQueryOptions(value));
  const person = data?.length === 1 ? data[0] : undefined;
  return (
    <>
      {person && (
        <span className="font-medium">
          <DataText text={person.displayName} /> ·{" "}
        </span>
      )}
      {/* Its own isolate: beside a right-to-left name, a phone's "+" would move. */}
      <DataText text={value} className="font-mono" />
    </>
  );
}
