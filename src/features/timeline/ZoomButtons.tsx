import { ToolbarButton } from "../../ui/ToolbarButton";

/** − / + / Fit, with the keys the rows answer (−, +, 0) in their names. */
export function ZoomButtons({
  onZoom,
  onFit,
  fitWhat,
}: {
  onZoom: (factor: number) => void;
  onFit: () => void;
  /** What Fit fits: "the whole run", "both runs". */
  fitWhat: string;
}) {
  return (
    <span className="ml-auto flex gap-1" role="group" aria-label="Zoom">
      <ToolbarButton label="Zoom out (−)" onClick={() => onZoom(2)}>
        −
      </ToolbarButton>
      <ToolbarButton label="Zoom in (+)" onClick={() => onZoom(0.5)}>
        +
      </ToolbarButton>
      <ToolbarButton label={`Fit ${fitWhat} (0)`} onClick={onFit}>
        Fit
      </ToolbarButton>
    </span>
  );
}
