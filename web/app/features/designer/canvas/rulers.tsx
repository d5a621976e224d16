import { memo } from "react";

/** Millimetre rulers along the top and left of the page, with ticks every mm, labels every 10 mm. */
export const Ruler = memo(function Ruler({
  axis,
  lengthMm,
  scale,
  offset,
}: {
  axis: "x" | "y";
  lengthMm: number;
  scale: number;
  offset: number;
}) {
  const every = scale < 2 ? 10 : scale < 4 ? 5 : 1;
  const ticks = [];
  for (let mm = 0; mm <= lengthMm; mm += every) {
    const major = mm % 10 === 0;
    const pos = offset + mm * scale;
    const size = major ? 10 : mm % 5 === 0 ? 6 : 3;
    ticks.push(
      axis === "x" ? (
        <line key={mm} x1={pos} x2={pos} y1={18 - size} y2={18} stroke="#94a3b8" strokeWidth={1} />
      ) : (
        <line key={mm} y1={pos} y2={pos} x1={18 - size} x2={18} stroke="#94a3b8" strokeWidth={1} />
      ),
    );
    if (major && (scale >= 2 || mm % 50 === 0)) {
      ticks.push(
        axis === "x" ? (
          <text key={`l${mm}`} x={pos + 2} y={9} fontSize={9} fill="#64748b">
            {mm}
          </text>
        ) : (
          <text key={`l${mm}`} x={9} y={pos + 2} fontSize={9} fill="#64748b" transform={`rotate(-90 9 ${pos + 2})`} textAnchor="end">
            {mm}
          </text>
        ),
      );
    }
  }
  const length = offset * 2 + lengthMm * scale;
  return (
    <svg
      aria-hidden="true"
      width={axis === "x" ? length : 18}
      height={axis === "x" ? 18 : length}
      className="block bg-white"
      style={{ fontFamily: "Inter, sans-serif" }}
    >
      {ticks}
    </svg>
  );
});
