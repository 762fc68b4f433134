import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { RUN_ORIGINS, RUN_STATUSES } from "../../model/run";
import type { RunListProblems } from "./run-list-filters";
import type { RunListSearch } from "../../url/search-schemas";
import { cn } from "../../ui/cn";
import { RunListFilterChips } from "./RunListFilterChips";
import { RunListStatusFilter } from "./RunListStatusFilter";
import { filterFieldAria, RunListFilterField } from "./RunListFilterField";

const WINDOWS = [
  { label: "Last hour", ms: 3_600_000 },
  { label: "Last 24 h", ms: 86_400_000 },
  { label: "Last 7 days", ms: 7 * 86_400_000 },
];

/**
 * Status, origin, revision, time window, session and tool filters; every filter lives in
 * the URL. A value that could not be applied keeps its field, with why beside it.
 */
export function RunListFilters({
  search,
  problems,
}: {
  search: RunListSearch;
  problems: RunListProblems;
}) {
  const navigate = useNavigate({ from: "/agents/$agentId/runs/" });
  const statuses = new Set(
    search.status?.split(",").map((status) => status.trim().toUpperCase()) ??
      [],
  );
  const [draft, setDraft] = useState({
    revision: search.revision ?? "",
    since: search.since ?? "",
    until: search.until ?? "",
    session: search.session ?? "",
    tool: search.tool ?? "",
  });

  const update = (patch: Partial<RunListSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  const toggleStatus = (status: string) => {
    // Values that are not statuses go with the first press: the message beside them said so.
    const next = new Set(
      [...statuses].filter((known) =>
        (RUN_STATUSES as readonly string[]).includes(known),
      ),
    );
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
      session: draft.session.trim() || undefined,
      tool: draft.tool.trim() || undefined,
    });
  };

  // Two lines at 1280 px (the buttons, then the form's fields with their labels beside
  // them), so the table below keeps room for 12 rows at 1280×800.
  return (
    <div className="space-y-1.5 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
        <RunListStatusFilter
          selected={statuses}
          problem={problems.status}
          onToggle={toggleStatus}
        />
        <div className="flex items-center gap-1.5">
          {WINDOWS.map((window) => (
            <button
              key={window.label}
              type="button"
              className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs hover:bg-slate-100"
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
        <RunListFilterChips search={search} onClear={update} />
      </div>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-start gap-x-3 gap-y-1.5"
      >
        <RunListFilterField label="Origin" problem={problems.origin}>
          <select
            value={problems.origin ? "" : (search.origin?.toUpperCase() ?? "")}
            onChange={(event) =>
              update({ origin: event.target.value || undefined })
            }
            {...filterFieldAria("Origin", problems.origin)}
            className="w-28 rounded border border-slate-300 bg-white px-1.5 py-0.5 font-normal text-slate-900"
          >
            <option value="">Any origin</option>
            {RUN_ORIGINS.map((origin) => (
              <option key={origin} value={origin}>
                {origin}
              </option>
            ))}
          </select>
        </RunListFilterField>
        {TEXT_FIELDS.map(({ key, label, placeholder, width }) => (
          <RunListFilterField
            key={key}
            label={label}
            problem={problemOf(problems, key)}
          >
            <input
              value={draft[key]}
              placeholder={placeholder}
              onChange={(event) =>
                setDraft({ ...draft, [key]: event.target.value })
              }
              {...filterFieldAria(label, problemOf(problems, key))}
              className={cn(
                "rounded border border-slate-300 bg-white px-2 py-0.5 font-normal text-slate-900",
                width,
              )}
            />
          </RunListFilterField>
        ))}
        <button
          type="submit"
          className="rounded bg-slate-800 px-3 py-1 text-xs font-medium text-white hover:bg-slate-700"
        >
          Apply
        </button>
      </form>
    </div>
  );
}

/** The form's text fields, in order; each value is applied with the Apply button. */
/** Each box is as wide as its placeholder needs. */
const TEXT_FIELDS = [
  { key: "revision", label: "Revision", placeholder: "59,58", width: "w-20" },
  {
    key: "since",
    label: "Since",
    placeholder: "2026-08-05 or epoch ms",
    width: "w-44",
  },
  {
    key: "until",
    label: "Until",
    placeholder: "2026-08-06T12:00Z",
    width: "w-36",
  },
  { key: "session", label: "Session", placeholder: "ts_9dbaf…", width: "w-28" },
  {
    key: "tool",
    label: "Tool",
    placeholder: "system.escalate_to_human",
    width: "w-48",
  },
] as const;

function problemOf(
  problems: RunListProblems,
  key: (typeof TEXT_FIELDS)[number]["key"],
): string | undefined {
  return key in problems ? problems[key as keyof RunListProblems] : undefined;
}
