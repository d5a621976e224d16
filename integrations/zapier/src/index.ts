import type { App } from "zapier-platform-core";
import { addApiKey, explainErrors } from "./api";
import { authentication } from "./authentication";
import { generatePdf } from "./creates/generate-pdf";
import { hydrators } from "./hydrators";
import { newDocument } from "./triggers/new-document";
import { templateList } from "./triggers/template-list";
import packageJson from "../package.json";

// zapier-platform-core exports no package.json; its version is on the module (a CommonJS object).
const { version: coreVersion } = require("zapier-platform-core") as { version: string };

/** The Paperjet app for Zapier (zapier-platform-core). */
const app = {
  version: packageJson.version,
  platformVersion: coreVersion,
  authentication,
  beforeRequest: [addApiKey],
  afterResponse: [explainErrors],
  hydrators,
  triggers: { templateList, newDocument },
  creates: { generatePdf },
  resources: {},
} satisfies App<{ templateList: typeof templateList; newDocument: typeof newDocument }, { generatePdf: typeof generatePdf }>;

export default app;
