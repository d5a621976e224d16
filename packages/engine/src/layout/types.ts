import type { TextRole } from "@paperjet/template";

/** The laid-out document: plain, serialisable data in mm, absolute page coordinates. */

export interface Decoration {
  rotation?: number;
  opacity?: number;
  background?: string;
  border?: { width: number; color: string; radius?: number };
}

export interface BoxBase extends Decoration {
  /** Element id; copies made by `repeat` share the id of their element. */
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A figure's alternative text (`alt`, rendered); without it the figure is decorative. */
export interface Figure {
  alt?: string;
}

export interface TextFont {
  family: string;
  weight: number;
  style: "normal" | "italic";
  sizePt: number;
}

/** A piece of a line drawn at its own x: a whole line, one word of a justified line, or a rich text run. */
export interface LaidOutTextRun {
  text: string;
  x: number;
  width: number;
  /** Rich text only, and only where the run differs from its box. */
  font?: TextFont;
  color?: string;
  underline?: boolean;
  /** https: or mailto:, a live link in the PDF. */
  link?: string;
}

export interface LaidOutTextLine {
  /** Baseline y. */
  y: number;
  x: number;
  width: number;
  runs: LaidOutTextRun[];
}

export type TextAlign = "left" | "center" | "right" | "justify";

export interface LaidOutText extends BoxBase {
  kind: "text";
  /** Its place in the document's structure; unset is a paragraph (a table cell's is its table's). */
  role?: TextRole;
  font: TextFont;
  color: string;
  /** mm */
  letterSpacing: number;
  align: TextAlign;
  lines: LaidOutTextLine[];
  /** Lines reach outside the box: the painter clips them to it. */
  clip: boolean;
}

export interface LaidOutImage extends BoxBase, Figure {
  kind: "image";
  /** A data: URI, or null when the source could not be resolved (painted as a placeholder). */
  href: string | null;
  fit: "contain" | "cover" | "fill";
  /** Pixel size of the source when it could be read from its header (needed for crop). */
  natural?: { width: number; height: number };
  crop?: { x: number; y: number; width: number; height: number };
  filters?: { grayscale?: number; sepia?: number; brightness?: number; contrast?: number; blur?: number };
}

export interface LaidOutShape extends BoxBase {
  kind: "shape";
  shape: "rect" | "ellipse" | "line";
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

export interface LaidOutTableRow {
  y: number;
  height: number;
  header: boolean;
  /** A header row repeated on a continuation page: drawn, but not part of the document's structure. */
  repeated?: boolean;
  fill?: string;
  cells: LaidOutText[];
}

/** The part of a table on one page. */
export interface LaidOutTable extends BoxBase {
  kind: "table";
  columns: { x: number; width: number }[];
  rows: LaidOutTableRow[];
  /** Grid lines, drawn when the table has a border. */
  grid?: { width: number; color: string };
}

export type ChartPrimitive =
  | { kind: "rect"; x: number; y: number; width: number; height: number; fill: string }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number }
  | { kind: "polyline"; points: [number, number][]; stroke: string; width: number }
  | { kind: "circle"; cx: number; cy: number; r: number; fill: string }
  | { kind: "path"; d: string; fill: string; stroke?: string }
  | { kind: "text"; text: LaidOutText };

export interface LaidOutChart extends BoxBase, Figure {
  kind: "chart";
  chartType: "bar" | "line" | "pie";
  primitives: ChartPrimitive[];
}

export interface LaidOutQrCode extends BoxBase, Figure {
  kind: "qrcode";
  /** Modules per side. */
  size: number;
  /** Row-major, "1" = dark module. */
  modules: string;
  color: string;
}

export interface LaidOutBarcode extends BoxBase, Figure {
  kind: "barcode";
  color: string;
  /** Absent when the value could not be encoded (reported as a warning). */
  symbol?: { d: string; width: number; height: number };
  /** Where the symbol is stretched to, in mm (inside the box's quiet zones). */
  bars?: { x: number; y: number; width: number; height: number };
  /** The human-readable line under a linear code. */
  text?: LaidOutText;
}

/** A fillable field of the PDF form (docs/template-format.md, "Form fields"); `name` is its AcroForm name. */
interface FieldBox extends BoxBase {
  name: string;
}

export interface LaidOutTextField extends FieldBox {
  kind: "textField";
  /** The value laid out in the field's style, inside its padding: painted when the form is flattened. */
  value: LaidOutText;
  multiline: boolean;
  maxLength?: number;
}

export interface LaidOutCheckbox extends FieldBox {
  kind: "checkbox";
  checked: boolean;
  color: string;
}

export interface LaidOutSignatureField extends FieldBox {
  kind: "signatureField";
  /** The field the document is signed in: the visible signature's text (LayoutOptions.signature). */
  signed?: LaidOutText;
}

/**
 * A live form field of a printed page, for the printer to add as an AcroForm field (mm, from the
 * page's top-left). Its frame and background are in the page's drawing; the field draws only its value.
 */
export type FormField = { name: string; x: number; y: number; width: number; height: number } & (
  | {
      kind: "text";
      value: string;
      font: TextFont;
      color: string;
      align: "left" | "center" | "right";
      multiline: boolean;
      maxLength?: number;
    }
  | { kind: "checkbox"; checked: boolean; color: string }
  | { kind: "signature" }
);

export interface LaidOutGroup extends BoxBase {
  kind: "group";
  children: LaidOutBox[];
}

export type LaidOutBox =
  | LaidOutText
  | LaidOutImage
  | LaidOutShape
  | LaidOutTable
  | LaidOutChart
  | LaidOutQrCode
  | LaidOutBarcode
  | LaidOutTextField
  | LaidOutCheckbox
  | LaidOutSignatureField
  | LaidOutGroup;

export interface LaidOutPage {
  /** 1-based number in the whole document. */
  number: number;
  /** Index of the template page this page was generated from. */
  templatePage: number;
  widthMm: number;
  heightMm: number;
  boxes: LaidOutBox[];
}

export interface LaidOutDocument {
  pages: LaidOutPage[];
  warnings: string[];
}
