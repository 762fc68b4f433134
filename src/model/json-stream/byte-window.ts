/**
 * The bytes of a streamed body that are still needed, as the chunks they arrived in, each
 * with its absolute offset. Slices that fall in one chunk are views (no copy); a slice
 * that spans chunks is copied once.
 */
export class ByteWindow {
  private readonly chunks: Uint8Array[] = [];
  private readonly starts: number[] = [];
  private total = 0;
  // `ignoreBOM`: a U+FEFF inside the body is text, not a byte-order mark to drop.
  private readonly decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  private readonly keys = new Map<number, string>();

  /** Offset just past the last byte received. */
  get end(): number {
    return this.total;
  }

  append(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.starts.push(this.total);
    this.total += chunk.length;
  }

  /** Forgets whole chunks that end at or before `offset`. */
  dropBefore(offset: number): void {
    let drop = 0;
    while (
      drop < this.chunks.length - 1 &&
      this.starts[drop]! + this.chunks[drop]!.length <= offset
    )
      drop++;
    if (drop > 0) {
      this.chunks.splice(0, drop);
      this.starts.splice(0, drop);
    }
  }

  bytes(from: number, to: number): Uint8Array {
    let first = this.chunkAt(from);
    const chunk = this.chunks[first]!;
    const start = this.starts[first]!;
    if (to - start <= chunk.length)
      return chunk.subarray(from - start, to - start);
    const out = new Uint8Array(to - from);
    let written = 0;
    for (; written < out.length; first++) {
      const part = this.chunks[first]!;
      const partStart = this.starts[first]!;
      const slice = part.subarray(
        Math.max(0, from - partStart),
        Math.min(part.length, to - partStart),
      );
      out.set(slice, written);
      written += slice.length;
    }
    return out;
  }

  text(from: number, to: number): string {
    return this.decoder.decode(this.bytes(from, to));
  }

  /**
   * A key's text from its bytes, quotes included. Keys repeat (every step has the same
   * dozen), so plain ASCII keys are interned by a hash of their bytes: no string is built
   * for a key seen before.
   */
  keyText(from: number, to: number): string {
    const bytes = this.bytes(from + 1, to - 1);
    if (bytes.length <= 64) {
      let hash = 0x811c9dc5;
      let plain = true;
      for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i]!;
        if (byte >= 0x80 || byte === 0x5c || byte < 0x20) {
          plain = false;
          break;
        }
        hash = Math.imul(hash ^ byte, 0x01000193);
      }
      if (plain) {
        const known = this.keys.get(hash);
        if (known !== undefined && sameAscii(known, bytes)) return known;
        let text = "";
        for (let i = 0; i < bytes.length; i++)
          text += String.fromCharCode(bytes[i]!);
        if (this.keys.size < 4096) this.keys.set(hash, text);
        return text;
      }
    }
    return JSON.parse(this.text(from, to)) as string;
  }

  private chunkAt(offset: number): number {
    if (offset < (this.starts[0] ?? 0))
      throw new Error(`byte ${offset} is no longer kept`);
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

function sameAscii(text: string, bytes: Uint8Array): boolean {
  if (text.length !== bytes.length) return false;
  for (let i = 0; i < bytes.length; i++)
    if (text.charCodeAt(i) !== bytes[i]) return false;
  return true;
}
