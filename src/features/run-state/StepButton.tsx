/** A step's dotted path as a button that selects it in the explorer. */
export function StepButton({
  path,
  onSelectStep,
  children,
}: {
  path: string;
  onSelectStep: (path: string) => void;
  children?: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelectStep(path)}
      className="font-mono text-accent underline"
    >
      {children ?? `step ${path}`}
    </button>
  );
}
