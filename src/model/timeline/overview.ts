/**
 * The minimap: the whole run's rows squeezed into `height` bands and its time into `width`
 * columns, each cell counting the steps whose bar crosses it — an aggregate far below a
 * pixel (a million steps in a strip of a few thousand cells), drawn as shades.
 *
 * Approach: a difference array per band (+1 where a bar starts, −1 after it ends), summed
 * once: O(rows + width × height), whatever the bars' lengths. Untimed steps add nothing.
 */
import type { TimelineModel } from "./timeline-model";

export interface Overview {
  width: number;
  height: number;
  /** Row-major, `height` bands of `width` cells: steps crossing each cell (saturating). */
  cells: Uint16Array;
  /** The axis the columns cover, relative ms. */
  timeFrom: number;
  timeTo: number;
  rowCount: number;
}

export function overviewOf(
  model: TimelineModel,
  rows: Int32Array,
  width: number,
  height: number,
): Overview {
  const w = Math.max(1, Math.min(4096, Math.floor(width)));
  // Fewer rows than bands: a band per row (the strip stretches them).
  const h = Math.max(1, Math.min(256, Math.floor(height), rows.length));
  const { spans } = model;
  const timeFrom = spans.axisFrom;
  const timeTo = Math.max(spans.axisTo, timeFrom + 1);
  const perMs = w / (timeTo - timeFrom);
  const diff = new Int32Array((w + 1) * h);
  const bandOf = rows.length > 0 ? h / rows.length : 0;
  for (let row = 0; row < rows.length; row++) {
    const index = rows[row]!;
    const start = spans.start[index]!;
    if (Number.isNaN(start)) continue;
    const stop = Number.isNaN(spans.stop[index]!) ? start : spans.stop[index]!;
    const band = Math.min(h - 1, Math.floor(row * bandOf));
    const x0 = clamp(Math.floor((start - timeFrom) * perMs), w - 1);
    const x1 = clamp(Math.floor((stop - timeFrom) * perMs), w - 1);
    diff[band * (w + 1) + x0]! += 1;
    diff[band * (w + 1) + x1 + 1]! -= 1;
  }
  const cells = new Uint16Array(w * h);
  for (let band = 0; band < h; band++) {
    let running = 0;
    for (let x = 0; x < w; x++) {
      running += diff[band * (w + 1) + x]!;
      cells[band * w + x] = Math.min(65_535, running);
    }
  }
  return {
    width: w,
    height: h,
    cells,
    timeFrom,
    timeTo,
    rowCount: rows.length,
  };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));
