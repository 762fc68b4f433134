/** The diff panel before a row is selected (or when the linked step is in neither run). */
export function CompareStartHere({
  missingStep,
}: {
  missingStep: string | undefined;
}) {
  return (
    <div className="space-y-2 p-4 text-sm text-slate-700">
      {missingStep !== undefined && (
        <p
          role="alert"
          className="rounded border border-step-warn-line bg-step-warn-soft px-2 py-1"
        >
          Step {missingStep} is in neither run.
        </p>
      )}
      <p>
        Select a row to diff the inputs of its two steps, use “First divergence”
        above, or press <kbd className="rounded border px-1">n</kbd> for the
        next change.
      </p>
    </div>
  );
}
