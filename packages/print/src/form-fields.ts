import type { FormField } from "@paperjet/engine";
import { resolveFont } from "@paperjet/fonts";
import { readFontFile } from "@paperjet/fonts/node";
import { PDFDocument, PDFName, PDFString, rgb, TextAlignment, type PDFFont, type PDFForm, type PDFPage } from "pdf-lib";

/** Printed pages with the form fields the engine left for the PDF to draw (mm, from each page's top-left). */
export interface PagesWithFields {
  heightMm: number;
  fields?: FormField[];
}

const PT_PER_MM = 72 / 25.4;

const ALIGNMENT = { left: TextAlignment.Left, center: TextAlignment.Center, right: TextAlignment.Right };

/**
 * Adds the documents' form fields as AcroForm fields (ISO 32000 12.7) at the boxes the engine laid out:
 * text fields and check boxes with their values and appearance streams (pdf-lib's), empty signature
 * fields. Field frames and backgrounds stay in the page's drawing, so a widget draws only its value,
 * in Helvetica: the standard font every viewer has, and the one a typed value can use for any
 * Latin character (decision 064). A value Helvetica cannot encode (Ł, Cyrillic, Greek …) is drawn in
 * the field's own face, embedded whole so that a reader can type in it too. Returns the PDF unchanged
 * when no page has a field.
 */
export async function addFormFields(pdf: Uint8Array, pages: readonly PagesWithFields[]): Promise<Uint8Array> {
  if (!pages.some((page) => page.fields?.length)) return pdf;
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const form = document.getForm();
  const fontFor = fieldFonts(document, form.getDefaultFont());
  const taken = new Set<string>();
  // Names are unique in a form: a repeated field's copies are name, name_2, name_3 …
  const unique = (name: string) => {
    let candidate = name;
    for (let i = 2; taken.has(candidate); i++) candidate = `${name}_${i}`;
    taken.add(candidate);
    return candidate;
  };
  for (const [index, page] of document.getPages().entries())
    for (const laidOut of pages[index]?.fields ?? []) {
      // Composed (NFC): "é" typed as e and a combining accent is WinAnsi's é, and one character to a reader.
      const field = laidOut.kind === "text" ? { ...laidOut, value: laidOut.value.normalize("NFC") } : laidOut;
      addField(form, page, await fontFor(field), { ...field, name: unique(field.name) }, pages[index]!.heightMm);
    }
  // A classic trailer (no object streams), as Chromium writes: later steps may append to the file.
  return document.save({ useObjectStreams: false });
}

/**
 * The font a field's widget draws in: Helvetica (WinAnsi) when it can encode the value, otherwise the
 * field's own face, embedded once per document and whole (a subset could not show what a reader types).
 */
function fieldFonts(document: PDFDocument, helvetica: PDFFont): (field: FormField) => Promise<PDFFont> {
  const winAnsi = new Set(helvetica.getCharacterSet());
  const embedded = new Map<string, Promise<PDFFont>>();
  return async (field) => {
    if (field.kind !== "text" || [...field.value.replace(/\n/g, "")].every((c) => winAnsi.has(c.codePointAt(0)!))) return helvetica;
    const face = resolveFont(field.font.family, field.font.weight, field.font.style === "italic");
    const embed = async () => {
      // Loaded when first needed: it costs ≈ 150 ms of CPU, and most forms' values are WinAnsi.
      document.registerFontkit((await import("@pdf-lib/fontkit")).default);
      return document.embedFont(await readFontFile(face.file), { subset: false });
    };
    if (!embedded.has(face.file)) embedded.set(face.file, embed());
    return embedded.get(face.file)!;
  };
}

function addField(form: PDFForm, page: PDFPage, font: PDFFont, field: FormField, pageHeightMm: number): void {
  const at = {
    x: field.x * PT_PER_MM,
    y: (pageHeightMm - field.y - field.height) * PT_PER_MM,
    width: field.width * PT_PER_MM,
    height: field.height * PT_PER_MM,
  };
  // The design's frame is painted under the widget: the widget itself has no border or background.
  const bare = { ...at, borderWidth: 0, borderColor: undefined, backgroundColor: undefined };
  switch (field.kind) {
    case "text": {
      const text = form.createTextField(field.name);
      if (field.multiline) text.enableMultiline();
      if (field.maxLength) text.setMaxLength(field.maxLength);
      text.setText(field.maxLength ? field.value.slice(0, field.maxLength) : field.value);
      text.setAlignment(ALIGNMENT[field.align]);
      text.addToPage(page, { ...bare, font, textColor: color(field.color) });
      text.setFontSize(field.font.sizePt);
      // Drawn now in the field's font: on save pdf-lib would draw a changed field again in Helvetica.
      text.updateAppearances(font);
      return;
    }
    case "checkbox": {
      const box = form.createCheckBox(field.name);
      box.addToPage(page, { ...bare, textColor: color(field.color) });
      if (field.checked) box.check();
      return;
    }
    case "signature":
      return addSignatureField(form, page, field.name, at);
  }
}

/**
 * pdf-lib reads signature fields but cannot create one: a merged field/widget dictionary (FT Sig)
 * with an empty appearance, in the page's annotations and the form's fields, as signing tools expect.
 */
function addSignatureField(form: PDFForm, page: PDFPage, name: string, at: { x: number; y: number; width: number; height: number }) {
  const context = form.doc.context;
  const rect = [at.x, at.y, at.x + at.width, at.y + at.height];
  const appearance = context.formXObject([], { BBox: [0, 0, at.width, at.height], Resources: {} });
  const widget = context.obj({
    Type: "Annot",
    Subtype: "Widget",
    FT: "Sig",
    T: PDFString.of(name),
    Rect: rect,
    F: 4,
    P: page.ref,
    AP: { N: context.register(appearance) },
  });
  const ref = context.register(widget);
  page.node.addAnnot(ref);
  form.acroForm.addField(ref);
  // SigFlags 1, SignaturesExist: the form has a signature field (ISO 32000 12.7.2).
  form.acroForm.dict.set(PDFName.of("SigFlags"), context.obj(1));
}

function color(hex: string) {
  const value = parseInt(hex.slice(1, 7), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
