import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { participantSearchQueryOptions } from "../../api/queries";
import { CustomerResults } from "./CustomerResults";

/**
 * The first step (docs/reference/investigation-workflow.md §1) when a complaint comes from a person, not an alert: find them by
 * phone number (any format), email or handle, then their runs — newest first, per agent.
 */
export function CustomerSearchBox() {
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const search = useQuery({
    ...participantSearchQueryOptions(query ?? ""),
    enabled: query !== null && query !== "",
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim() || null);
  };

  return (
    <div className="relative">
      <form
        role="search"
        aria-label="Find runs by customer"
        onSubmit={submit}
        className="flex items-center gap-1"
      >
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setQuery(null);
          }}
          aria-label="Customer phone, email or handle"
          placeholder="Phone, email or handle"
          className="w-56 rounded border max-2xl:w-44 border-slate-300 bg-white px-2 py-1 text-xs"
        />
        <button
          type="submit"
          className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium hover:bg-slate-100"
        >
          Find
        </button>
      </form>
      {query && (
        <CustomerResults
          query={query}
          isLoading={search.isLoading}
          error={search.error}
          participants={search.data ?? []}
          onClose={() => setQuery(null)}
        />
      )}
    </div>
  );
}
