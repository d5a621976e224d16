import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ExecutionLifecycleHooks, ExternalSecretsProxy } from "n8n-core";
import {
  ICredentialsHelper,
  Workflow,
  type ICredentialDataDecryptedObject,
  type ICredentials,
  type ICredentialType,
  type IHttpRequestOptions,
  type INode,
  type INodeProperties,
  type INodeType,
  type INodeTypes,
  type IWorkflowBase,
  type IWorkflowExecuteAdditionalData,
  type IConnections,
} from "n8n-workflow";

// n8n-core's settings (encryption key, binary data) live in the user folder; not this user's ~/.n8n.
process.env.N8N_USER_FOLDER ??= mkdtempSync(path.join(tmpdir(), "n8n-paperjet-"));

/** The node types a test workflow may hold, as n8n's node loader would hand them to the engine. */
export class TestNodeTypes implements INodeTypes {
  constructor(private readonly types: Record<string, INodeType>) {}
  getByName(name: string): INodeType {
    const type = this.types[name];
    if (!type) throw new Error(`unknown node type ${name}`);
    return type;
  }
  getByNameAndVersion(name: string): INodeType {
    return this.getByName(name);
  }
  getKnownTypes() {
    return {};
  }
}

/**
 * The credential store of the test: one decrypted credential per type, and authentication applied
 * as n8n's own CredentialsHelper applies a credential type's `authenticate` (generic: each header an
 * expression over `$credentials`, resolved by the workflow's expression engine).
 */
export class TestCredentialsHelper extends ICredentialsHelper {
  constructor(private readonly credentials: Record<string, { type: ICredentialType; data: ICredentialDataDecryptedObject }>) {
    super();
  }
  getParentTypes(): string[] {
    return [];
  }
  async authenticate(
    credentials: ICredentialDataDecryptedObject,
    typeName: string,
    requestOptions: IHttpRequestOptions,
    workflow: Workflow,
    node: INode,
  ): Promise<IHttpRequestOptions> {
    const authenticate = this.credentials[typeName]!.type.authenticate;
    if (!authenticate || typeof authenticate === "function" || authenticate.type !== "generic")
      throw new Error(`${typeName}: only generic authentication is applied here`);
    const options = requestOptions as unknown as Record<string, Record<string, unknown>>;
    for (const [outer, values] of Object.entries(authenticate.properties)) {
      options[outer] ??= {};
      for (const [key, value] of Object.entries(values as Record<string, string>)) {
        options[outer]![key] = workflow.expression.getSimpleParameterValue(
          node,
          value,
          "internal",
          { $credentials: credentials } as never,
          undefined,
          "",
        );
      }
    }
    return requestOptions;
  }
  async preAuthentication() {
    return undefined;
  }
  async getCredentials(): Promise<ICredentials> {
    throw new Error("encrypted credentials are not used in these tests");
  }
  async getDecrypted(
    _additionalData: IWorkflowExecuteAdditionalData,
    _nodeCredentials: unknown,
    type: string,
  ): Promise<ICredentialDataDecryptedObject> {
    return { ...this.credentials[type]!.data };
  }
  async updateCredentials() {}
  async updateCredentialsOauthTokenData() {}
  getCredentialsProperties(type: string): INodeProperties[] {
    return this.credentials[type]!.type.properties;
  }
}

/** What the engine needs of the running n8n instance: the credentials and the URLs webhooks are served at. */
export function additionalData(options: { credentialsHelper: ICredentialsHelper; webhookBaseUrl: string }): IWorkflowExecuteAdditionalData {
  return {
    credentialsHelper: options.credentialsHelper,
    executeWorkflow: async () => {
      throw new Error("sub-workflows are not used in these tests");
    },
    getRunExecutionData: async () => undefined,
    currentNodeExecutionIndex: 0,
    restApiUrl: `${options.webhookBaseUrl}/rest`,
    instanceBaseUrl: options.webhookBaseUrl,
    formWaitingBaseUrl: `${options.webhookBaseUrl}/form-waiting`,
    webhookBaseUrl: `${options.webhookBaseUrl}/webhook`,
    webhookWaitingBaseUrl: `${options.webhookBaseUrl}/webhook-waiting`,
    webhookTestBaseUrl: `${options.webhookBaseUrl}/webhook-test`,
    variables: {},
    logAiEvent: () => undefined,
    startRunnerTask: async () => {
      throw new Error("task runners are not used in these tests");
    },
    // No secrets provider: expressions naming $secrets fail, as in an n8n without external secrets.
    externalSecretsProxy: new ExternalSecretsProxy(),
    // The engine calls its lifecycle hooks around every node; n8n's server would add handlers that save
    // executions and push progress to the editor, which a test has no use for.
    hooks: new ExecutionLifecycleHooks("manual", "test-execution", {
      id: "test-workflow",
      name: "test",
      active: false,
      isArchived: false,
      nodes: [],
      connections: {},
      createdAt: new Date(),
      updatedAt: new Date(),
      activeVersionId: null,
    } as unknown as IWorkflowBase),
  } as unknown as IWorkflowExecuteAdditionalData;
}

export function makeWorkflow(options: { nodes: INode[]; connections: IConnections; nodeTypes: INodeTypes }) {
  return new Workflow({
    id: "paperjet-test",
    name: "Paperjet test",
    nodes: options.nodes,
    connections: options.connections,
    active: true,
    nodeTypes: options.nodeTypes,
    staticData: {},
  });
}
