/**
 * How content blocks are shown. Images become `data:` URLs (the CSP allows `img-src data:`)
 * only for raster and SVG image types with well-formed base64; anything else is described,
 * never rendered. Text is never injected as HTML.
 */
import type { ContentBlock } from "../../model/conversation";

const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp|bmp|svg\+xml)$/i;
const BASE64 = /^[A-Za-z0-9+/=\s]*$/;

export function imageSource(
  block: Extract<ContentBlock, { type: "image" }>,
): string | null {
  if (
    !block.mimeType ||
    !IMAGE_TYPES.test(block.mimeType) ||
    !BASE64.test(block.data)
  )
    return null;
  return `data:${block.mimeType.toLowerCase()};base64,${block.data.replace(/\s+/g, "")}`;
}

/** Approximate decoded size of base64 data. */
export function base64Bytes(data: string): number {
  const clean = data.replace(/\s+/g, "");
  return Math.max(
    0,
    Math.floor((clean.length * 3) / 4) -
      (clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0),
  );
}

/** Whether blocks need more than a text view (images, audio, resources). */
export function hasRichBlocks(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((block) => block.type !== "text");
}
