import { DataText } from "../../ui/DataText";

/** The JSON files of the folder that are not histories, each named with why it was skipped. */
export function SkippedFiles({
  files,
}: {
  files: { file: string; message: string }[];
}) {
  if (files.length === 0) return null;
  return (
    <section aria-label="Skipped files" className="text-xs text-slate-600">
      <h2 className="font-medium text-slate-700">
        Skipped {files.length} JSON file{files.length === 1 ? "" : "s"} that{" "}
        {files.length === 1 ? "is" : "are"} not a history
      </h2>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {files.map((skipped) => (
          <li key={skipped.file}>
            <DataText className="font-mono" text={skipped.file} />:{" "}
            <DataText text={skipped.message} />
          </li>
        ))}
      </ul>
    </section>
  );
}
