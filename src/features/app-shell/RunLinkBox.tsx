import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { runsByPrefixQueryOptions } from "../../api/queries";
import { pastedTarget } from "../../model/links/dashboard-link";
import type { RunIdPrefixAnswer } from "../../model/links/run-id-prefix";
import { RunIdMatches } from "./RunIdMatches";

/**
 * On every page: paste a dashboard URL (any host; its `id=` names the run) or a bare
 * execution record id, and open that run. The router's root resolves the agent. A short
 * id the app showed (`672a6e1c`) is resolved by prefix: one run opens, several are listed
 * to choose from, none says where the proxy looked.
 */
export function RunLinkBox() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isLooking, setIsLooking] = useState(false);
  const [matches, setMatches] = useState<RunIdPrefixAnswer | null>(null);

  const open = (href: string) => {
    setText("");
    setMatches(null);
    void router.navigate({ href });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMatches(null);
    const target = pastedTarget(text);
    if ("error" in target) {
      setError(target.error);
      return;
    }
    setError(null);
    if (!("prefix" in target)) return open(target.href);
    setIsLooking(true);
    try {
      const answer = await queryClient.fetchQuery(
        runsByPrefixQueryOptions(target.prefix),
      );
      const [only] = answer.runs;
      if (only && answer.runs.length === 1 && answer.more === 0)
        return open(
          router.buildLocation({
            to: "/agents/$agentId/runs/$runId",
            params: { agentId: only.agentId, runId: only.runId },
          }).href,
        );
      setMatches(answer);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsLooking(false);
    }
  };

  return (
    <div className="relative">
      <form
        role="search"
        aria-label="Open a run"
        onSubmit={(event) => void submit(event)}
        className="flex items-center gap-1"
      >
        <input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") setMatches(null);
          }}
          aria-label="Dashboard link or run id"
          aria-invalid={error !== null}
          aria-describedby={error ? "run-link-error" : undefined}
          placeholder="Run id or dashboard link"
          className="w-60 rounded border max-2xl:w-44 border-slate-300 bg-white px-2 py-1 text-xs"
        />
        <button
          type="submit"
          disabled={isLooking}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium hover:bg-slate-100 disabled:opacity-60"
        >
          {isLooking ? "Looking…" : "Open"}
        </button>
      </form>
      {error && (
        <p
          id="run-link-error"
          role="alert"
          className="absolute left-0 top-full z-20 mt-1 w-96 rounded border border-step-warn-line bg-step-warn-soft p-2 text-xs shadow"
        >
          {error}
        </p>
      )}
      {matches && (
        <RunIdMatches answer={matches} onClose={() => setMatches(null)} />
      )}
    </div>
  );
}
