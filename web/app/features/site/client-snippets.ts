/** The first calls with each API client, as /integrations/api shows them (packages/client and clients/python READMEs say the same). */
export const CLIENT_TYPESCRIPT = `import { Paperjet } from "@paperjet/client";

const paperjet = new Paperjet({ apiKey: process.env.PAPERJET_API_KEY, baseUrl: "BASE_URL" });
const [template] = await paperjet.templates.list();
const pdf = await paperjet.generate(template.id, { data: { customer: { name: "ACME B.V." } } });`;

export const CLIENT_PYTHON = `import os
from paperjet import Paperjet

paperjet = Paperjet(api_key=os.environ["PAPERJET_API_KEY"], base_url="BASE_URL")
template = paperjet.templates.list()[0]
pdf = paperjet.generate(template["id"], data={"customer": {"name": "ACME B.V."}})`;
