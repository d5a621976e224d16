/** Splits #rgb/#rrggbb/#rrggbbaa into an opaque colour and an opacity, which every SVG renderer reads. */
export function splitColor(hex: string): { color: string; opacity: number } {
  const h = hex.slice(1);
  if (h.length === 3 || h.length === 4) {
    const full = [...h].map((c) => c + c).join("");
    return splitColor(`#${full}`);
  }
  const color = `#${h.slice(0, 6).toLowerCase()}`;
  const opacity = h.length === 8 ? parseInt(h.slice(6, 8), 16) / 255 : 1;
  return { color, opacity: Math.round(opacity * 1000) / 1000 };
}

export function fillAttrs(hex: string | undefined): Record<string, string | number> {
  if (!hex) return { fill: "none" };
  const { color, opacity } = splitColor(hex);
  return opacity < 1 ? { fill: color, "fill-opacity": opacity } : { fill: color };
}

export function strokeAttrs(hex: string, width: number): Record<string, string | number> {
  const { color, opacity } = splitColor(hex);
  const attrs: Record<string, string | number> = { stroke: color, "stroke-width": n(width) };
  if (opacity < 1) attrs["stroke-opacity"] = opacity;
  return attrs;
}

/** mm rounded to µm keeps the SVG short without visible loss. */
export function n(value: number): number {
  return Math.round(value * 1000) / 1000;
}
