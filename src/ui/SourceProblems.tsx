/** Files the source could not read, by name and reason; everything else still loaded. */
export function SourceProblems({
  problems,
}: {
  problems: { file: string; message: string }[];
}) {
  if (problems.length === 0) return null;
  return (
    <section
      role="alert"
      className="rounded-md border border-step-warn-line bg-step-warn-soft p-4 text-sm"
    >
      <h2 className="font-semibold text-step-warn">
        {problems.length} file{problems.length === 1 ? "" : "s"} could not be
        read (the rest loaded)
      </h2>
      <ul className="mt-2 space-y-1">
        {problems.map((problem) => (
          <li key={problem.file + problem.message} className="break-words">
            <span className="font-mono">{problem.file}</span>: {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
