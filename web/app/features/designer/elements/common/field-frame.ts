/** A new form field's frame, so an empty field shows where to fill in, on the canvas and in the PDF. */
export const FIELD_FRAME = { border: { width: 0.3, color: "#64748b" } } as const;
