import { engineElement } from "../elements/registry.ts";
import { eachBox } from "./each-box.ts";
import type { FormField, LaidOutPage } from "./types.ts";

/**
 * The page's form fields, for the printer to add as AcroForm fields. A rotated field is left out
 * (an AcroForm widget is an upright rectangle): it prints with its value painted, and a warning says so.
 */
export function pageFormFields(page: LaidOutPage, warnings: string[]): FormField[] {
  const fields: FormField[] = [];
  eachBox(page.boxes, (box) => {
    const field = engineElement(box.kind).formField?.(box as never);
    if (!field) return;
    if (box.rotation) warnings.push(`${box.id}: a rotated form field cannot be filled in; it prints with its value`);
    else fields.push(field);
  });
  return fields;
}
