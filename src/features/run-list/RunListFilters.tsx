import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { participantSearchQueryOptions } from "../../api/queries";
import { RUN_STATUSES } from "../../model/run";
import type { RunListSearch } from "../../url/search-schemas";
import { cn } from "../../ui/cn";
import { DataText } from "../../ui/DataText";

const WINDOWS = [
  { label: "Last hour", ms: 3_600_000 },
  { label: "Last 24 h", ms: 86_400_000 },
  { label: "Last 7 days", ms: 7 * 86_400_000 },
];

/** Status, revision, time window and tool filters; every filter lives in the URL. */
export function RunListFilters({ search }: { search: RunListSearch }) {
  const navigate = useNavigate({ from: "/agents/$agentId/runs/" });
  const statuses = new Set(search.status?.split(",") ?? []);
  const [draft, setDraft] = useState({
    revision: search.revision ?? "",
    since: search.since ?? "",
    until: search.until ?? "",
    tool: search.tool ?? "",
  });

  const update = (patch: Partial<RunListSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  const toggleStatus = (status: string) => {
    const next = new Set(statuses);
    if (next.has(status)) next.delete(status);
    else next.add(status);
    update({ status: next.size > 0 ? [...next].join(",") : undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({
      revision: draft.revision.replace(/\s+/g, "") || undefined,
      since: draft.since.trim() || undefined,
      until: draft.until.trim() || undefined,
      tool: draft.tool.trim() || undefined,
    });
  };

  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <div
        role="group"
        aria-label="Status filter"
        className="flex flex-wrap items-center gap-1.5"
      >
        <span className="mr-1 text-xs font-medium uppercase tracking-wide text-slate-500">
          Status
        </span>
        {RUN_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={statuses.has(status)}
            onClick={() => toggleStatus(status)}
            className={cn(
              "rounded-full border px-2 py-0.5 text-xs",
              statuses.has(status)
                ? "border-slate-800 bg-slate-800 text-white"
                : "border-slate-300 bg-white hover:bg-slate-100",
            )}
          >
            {status}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <FilterInput
          label="Revision"
          placeholder="59,58"
          value={draft.revision}
          onChange={(revision) => setDraft({ ...draft, revision })}
        />
        <FilterInput
          label="Since"
          placeholder="2026-08-05 or epoch ms"
          value={draft.since}
          onChange={(since) => setDraft({ ...draft, since })}
        />
        <FilterInput
          label="Until"
          placeholder="2026-08-06T12:00Z"
          value={draft.until}
          onChange={(until) => setDraft({ ...draft, until })}
        />
        <FilterInput
          label="Tool"
          placeholder="system.escalate_to_human"
          value={draft.tool}
          onChange={(tool) => setDraft({ ...draft, tool })}
        />
        <button
          type="submit"
          className="rounded bg-slate-800 px-3 py-1 text-xs font-medium text-white hover:bg-slate-700"
        >
          Apply
        </button>
        <div className="flex items-center gap-1.5">
          {WINDOWS.map((window) => (
            <button
              key={window.label}
              type="button"
              className="rounded border border-slate-300 bg-white px-2 py-1 text-xs hover:bg-slate-100"
              onClick={() => {
                const since = new Date(Date.now() - window.ms).toISOString();
                setDraft({ ...draft, since, until: "" });
                update({ since, until: undefined });
              }}
            >
              {window.label}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-1.5 text-xs">
          <input
            type="checkbox"
            checked={search.toolErrors === "1"}
            onChange={(event) =>
              update({ toolErrors: event.target.checked ? "1" : undefined })
            }
          />
          With tool errors
        </label>
      </form>
      <ActiveFilterChips search={search} onClear={update} />
    </div>
  );
}

function FilterInput({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-0.5 text-xs font-medium text-slate-600">
      {label}
      <input
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="w-44 rounded border border-slate-300 bg-white px-2 py-1 font-normal text-slate-900"
      />
    </label>
  );
}

/** Filters set by links (a customer, a conversation) that have no input above. */
function ActiveFilterChips({
  search,
  onClear,
}: {
  search: RunListSearch;
  onClear: (patch: Partial<RunListSearch>) => void;
}) {
  const chips = (
    [
      ["participant", "Participant", search.participant],
      ["session", "Session", search.session],
    ] as const
  ).filter(([, , value]) => value);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {chips.map(([key, label, value]) => (
        <span
          key={key}
          className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs"
        >
          {label}:{" "}
          {key === "participant" && value ? (
            <ParticipantName value={value} />
          ) : (
            <span className="font-mono">{value}</span>
          )}
          <button
            type="button"
            aria-label={`Clear ${label.toLowerCase()} filter`}
            onClick={() => onClear({ [key]: undefined })}
          >
            ×
          </button>
        </span>
      ))}
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
      <span className="font-mono">{value}</span>
    </>
  );
}
