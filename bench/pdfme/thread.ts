// One pdfme worker thread: generates the invoice for each message and answers with its size.
import { parentPort, workerData } from "node:worker_threads";
import type { Font, Template } from "@pdfme/common";
import { generate } from "@pdfme/generator";
import { table, text } from "@pdfme/schemas";
import { fieldsTemplate, tableTemplate } from "./invoice-templates.ts";

const faces = workerData.fonts as Record<"Roboto" | "RobotoBold" | "RobotoItalic", Uint8Array<ArrayBuffer>>;
const font: Font = {
  Roboto: { data: faces.Roboto, fallback: true },
  RobotoBold: { data: faces.RobotoBold },
  RobotoItalic: { data: faces.RobotoItalic },
};
const templates: Record<string, Template> = { table: tableTemplate, fields: fieldsTemplate };
const plugins = { text, table };

parentPort!.on("message", async (message: { id: number; form: "table" | "fields"; inputs: Record<string, string> }) => {
  try {
    const pdf = await generate({ template: templates[message.form], inputs: [message.inputs], plugins, options: { font } });
    parentPort!.postMessage({ id: message.id, bytes: pdf.byteLength });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: String((error as Error).stack ?? error) });
  }
});
