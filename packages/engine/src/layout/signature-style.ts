/** The visible signature's text: small, dark, centred in its field. */
export const SIGNATURE_STYLE = { fontFamily: "Inter", fontSize: 8, color: "#0f172a", verticalAlign: "middle", lineHeight: 1.25 } as const;
