/** What a Factur-X 1.0 PDF says about its XML (the attachment and the XMP extension schema's values). */
export const FACTUR_X = {
  fileName: "factur-x.xml",
  mimeType: "text/xml",
  relationship: "Alternative",
  documentType: "INVOICE",
  version: "1.0",
  conformanceLevel: "EN 16931",
  description: "Factur-X invoice (EN 16931)",
} as const;
