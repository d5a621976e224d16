import { PNG } from "pngjs";

/**
 * Snapshots are kept as 8-bit grayscale PNGs: half the bytes of Chromium's RGBA output, and still
 * every moved line, glyph or box shows up.
 */
export function toGrayPng(png: Uint8Array): Buffer {
  return PNG.sync.write(PNG.sync.read(Buffer.from(png)), { colorType: 0, inputHasAlpha: true, deflateLevel: 9 });
}

/** Share of pixels whose gray levels differ by more than `threshold` (0..255); 1 when the sizes differ. */
export function differingPixels(actual: Uint8Array, snapshot: Uint8Array, threshold = 48): { ratio: number; sameSize: boolean } {
  const x = PNG.sync.read(toGrayPng(actual));
  const y = PNG.sync.read(Buffer.from(snapshot));
  if (x.width !== y.width || x.height !== y.height) return { ratio: 1, sameSize: false };
  let differing = 0;
  // pngjs decodes grayscale into RGBA with equal channels, so one channel is enough.
  for (let i = 0; i < x.data.length; i += 4) if (Math.abs(x.data[i] - y.data[i]) > threshold) differing++;
  return { ratio: differing / (x.width * x.height), sameSize: true };
}
