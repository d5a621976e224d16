import type { IAuthenticateGeneric, ICredentialTestRequest, ICredentialType, INodeProperties } from "n8n-workflow";

/** An API key of a Paperjet workspace and the address of that Paperjet; n8n sends the key as a bearer token. */
export class PaperjetApi implements ICredentialType {
  name = "paperjetApi";
  displayName = "Paperjet API";
  properties: INodeProperties[] = [
    {
      displayName: "API Key",
      name: "apiKey",
      type: "string",
      typeOptions: { password: true },
      default: "",
      required: true,
      description: "Create one in Paperjet under API (/app/api). The key acts in the workspace it was created in.",
    },
    {
      displayName: "Paperjet URL",
      name: "baseUrl",
      type: "string",
      default: "",
      placeholder: "https://pdf.example.com",
      required: true,
      description: "The address you open Paperjet at (the server's APP_URL)",
    },
  ];
  authenticate: IAuthenticateGeneric = {
    type: "generic",
    properties: { headers: { Authorization: "=Bearer {{$credentials.apiKey}}" } },
  };
  // Listing templates needs a valid key and nothing else.
  test: ICredentialTestRequest = {
    request: { baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}', url: "/api/v1/templates" },
  };
}
