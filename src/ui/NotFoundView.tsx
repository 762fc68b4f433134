import { Link } from "@tanstack/react-router";

export function NotFoundView() {
  return (
    <div className="mx-auto max-w-3xl p-6 text-sm">
      <h1 className="text-lg font-semibold">Nothing here</h1>
      <p className="mt-2 text-slate-600">
        This address is not a Tracelens page. Paste a run link or pick an agent
        from the start page.
      </p>
      <Link to="/" className="mt-4 inline-block text-accent underline">
        Go to the start page
      </Link>
    </div>
  );
}
