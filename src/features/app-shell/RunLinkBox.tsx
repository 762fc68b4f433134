import { useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { pastedTarget } from "../../model/links/dashboard-link";

/**
 * On every page: paste a dashboard URL (any host; its `id=` names the run) or a bare
 * execution record id, and open that run. The router's root resolves the agent.
 */
export function RunLinkBox() {
  const router = useRouter();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = pastedTarget(text);
    if ("error" in target) {
      setError(target.error);
      return;
    }
    setError(null);
    setText("");
    void router.navigate({ href: target.href });
  };

  return (
    <form
      role="search"
      aria-label="Open a run"
      onSubmit={submit}
      className="relative flex items-center gap-1"
    >
      <input
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-label="Dashboard link or run id"
        aria-invalid={error !== null}
        aria-describedby={error ? "run-link-error" : undefined}
        placeholder="Paste a dashboard link or run id"
        className="w-72 rounded border max-2xl:w-48 max-xl:w-40 border-slate-300 bg-white px-2 py-1 text-xs"
      />
      <button
        type="submit"
        className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium hover:bg-slate-100"
      >
        Open
      </button>
      {error && (
        <p
          id="run-link-error"
          role="alert"
          className="absolute left-0 top-full z-20 mt-1 w-96 rounded border border-step-warn-line bg-step-warn-soft p-2 text-xs shadow"
        >
          {error}
        </p>
      )}
    </form>
  );
}
