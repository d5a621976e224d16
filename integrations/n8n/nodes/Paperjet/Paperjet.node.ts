import {
  NodeApiError,
  NodeConnectionTypes,
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type ILoadOptionsFunctions,
  type INodeExecutionData,
  type INodePropertyOptions,
  type INodeType,
  type INodeTypeDescription,
  type JsonObject,
  type ResourceMapperFields,
  type ResourceMapperValue,
} from "n8n-workflow";
import { bindingColumns, dataFromColumns } from "../common/bindings";
import { listTemplates, paperjetBase, problemMessage } from "../common/paperjet-api";

interface GenerateOptions {
  version?: number;
  test?: boolean;
  binaryPropertyName?: string;
}

/** Generates a PDF from a Paperjet template for every input item and outputs it as binary data. */
export class Paperjet implements INodeType {
  description: INodeTypeDescription = {
    displayName: "Paperjet",
    name: "paperjet",
    icon: "file:paperjet.svg",
    group: ["transform"],
    version: 1,
    subtitle: '={{"Generate PDF"}}',
    description: "Generate PDFs from your Paperjet templates",
    defaults: { name: "Paperjet" },
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: "paperjetApi", required: true }],
    properties: [
      {
        displayName: "Operation",
        name: "operation",
        type: "options",
        noDataExpression: true,
        options: [
          {
            name: "Generate PDF",
            value: "generatePdf",
            action: "Generate a PDF",
            description: "Fill a template with data and get the PDF",
          },
        ],
        default: "generatePdf",
      },
      {
        displayName: "Template Name or ID",
        name: "templateId",
        type: "options",
        typeOptions: { loadOptionsMethod: "getTemplates" },
        default: "",
        required: true,
        description:
          'A template of the workspace the API key belongs to. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
      },
      {
        displayName: "Bindings",
        name: "bindings",
        type: "resourceMapper",
        noDataExpression: true,
        default: { mappingMode: "defineBelow", value: null },
        typeOptions: {
          loadOptionsDependsOn: ["templateId"],
          resourceMapper: {
            resourceMapperMethod: "getBindingColumns",
            mode: "add",
            fieldWords: { singular: "binding", plural: "bindings" },
            addAllFields: true,
            multiKeyMatch: false,
            supportAutoMap: true,
          },
        },
        description: "Values for the template's bindings; empty ones are not sent. A list takes an array of objects.",
      },
      {
        displayName: "Data (JSON)",
        name: "dataJson",
        type: "json",
        default: "{}",
        description: "Optional: a JSON object of data; the bindings above are applied over it",
      },
      {
        displayName: "Options",
        name: "options",
        type: "collection",
        placeholder: "Add Option",
        default: {},
        options: [
          {
            displayName: "Template Version",
            name: "version",
            type: "number",
            default: 1,
            typeOptions: { minValue: 1 },
            description: "A saved version to use instead of the latest",
          },
          {
            displayName: "Test Document",
            name: "test",
            type: "boolean",
            default: false,
            description: "Whether to make a watermarked document that does not count against your plan",
          },
          {
            displayName: "Put Output File in Field",
            name: "binaryPropertyName",
            type: "string",
            default: "data",
            description: "The binary property the PDF is written to",
          },
        ],
      },
    ],
  };

  methods = {
    loadOptions: {
      async getTemplates(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        return (await listTemplates(this)).map((template) => ({
          name: template.name,
          value: template.id,
          description: `Version ${template.version}`,
        }));
      },
    },
    resourceMapping: {
      async getBindingColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
        const id = this.getNodeParameter("templateId", "") as string;
        const template = (await listTemplates(this)).find((t) => t.id === id);
        return { fields: template ? bindingColumns(template.bindings) : [] };
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const base = await paperjetBase(this);
    const output: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const templateId = this.getNodeParameter("templateId", i) as string;
        const mapping = this.getNodeParameter("bindings", i, { mappingMode: "defineBelow", value: null }) as ResourceMapperValue;
        const rawJson = this.getNodeParameter("dataJson", i, "{}") as string | IDataObject;
        const options = this.getNodeParameter("options", i, {}) as GenerateOptions;
        let json: IDataObject;
        try {
          json = typeof rawJson === "string" ? (rawJson.trim() ? JSON.parse(rawJson) : {}) : rawJson;
        } catch {
          throw new NodeOperationError(this.getNode(), "Data (JSON) is not valid JSON", { itemIndex: i });
        }
        const lists = new Set((mapping.schema ?? []).filter((column) => column.type === "array").map((column) => column.id));
        const data = dataFromColumns(json, (mapping.value ?? {}) as Record<string, unknown>, lists);
        const body = {
          data,
          format: "pdf",
          ...(options.version ? { version: options.version } : {}),
          ...(options.test ? { test: true } : {}),
        };
        let response: { body: Buffer; headers: Record<string, string>; statusCode: number };
        try {
          // Statuses are checked here: n8n's own error for a 4xx drops the binary body, and with it the product's words.
          response = (await this.helpers.httpRequestWithAuthentication.call(this, "paperjetApi", {
            method: "POST",
            url: `${base}/api/v1/generate/single/${encodeURIComponent(templateId)}`,
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
            encoding: "arraybuffer",
            returnFullResponse: true,
            ignoreHttpStatusErrors: true,
          })) as { body: Buffer; headers: Record<string, string>; statusCode: number };
        } catch (error) {
          throw new NodeApiError(this.getNode(), error as JsonObject, { message: "Paperjet did not answer", itemIndex: i });
        }
        if (response.statusCode >= 400) {
          const message =
            problemMessage({ response: { body: response.body } }) ?? `Paperjet did not generate the document (HTTP ${response.statusCode})`;
          throw new NodeApiError(this.getNode(), { message, httpCode: String(response.statusCode) } as JsonObject, {
            message,
            httpCode: String(response.statusCode),
            itemIndex: i,
          });
        }
        const disposition = String(response.headers["content-disposition"] ?? "");
        const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
        const fileName = encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? "document.pdf");
        const binary = await this.helpers.prepareBinaryData(Buffer.from(response.body), fileName, "application/pdf");
        output.push({
          json: {
            templateId,
            fileName,
            pages: Number(response.headers["x-pages"] ?? 0),
            watermarked: response.headers["x-watermarked"] === "true",
            requestId: response.headers["x-request-id"] ?? null,
          },
          binary: { [options.binaryPropertyName || "data"]: binary },
          pairedItem: { item: i },
        });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }
}
