import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string | null;
  role: Generated<string>;
  locale: Generated<string>;
  /** When the address was proven (link opened, or a provider-verified social sign-in); null: not yet. */
  email_verified_at: NullableTimestamp;
  onboarded_at: NullableTimestamp;
  dashboard_tour_seen_at: NullableTimestamp;
  /** Set by an administrator: the account's sessions, tokens and API keys stop working. */
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OauthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  /** The workspace the session (and the bearer tokens issued with it) acts in. */
  workspace_id: string | null;
  data: Json<Record<string, unknown>>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<string>;
  user_id: number;
  token_hash: string;
  /** The browser session the token was issued with; logging out of either ends both. */
  session_id: string | null;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface WorkspacesTable {
  id: Generated<string>;
  name: string;
  plan: Generated<string>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The HMAC key of its signed image URLs (docs/signed-urls.md); null until first shown. */
  url_signing_secret: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A workspace's subscription (billing); `status` takes Chargebee's words. */
export interface SubscriptionsTable {
  workspace_id: string;
  provider: Generated<string>;
  plan: Generated<string>;
  period: Generated<string>;
  status: Generated<string>;
  trial_ends_at: NullableTimestamp;
  trial_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  current_period_start: NullableTimestamp;
  current_period_end: NullableTimestamp;
  customer_first_name: ColumnType<string | null, string | null | undefined, string | null>;
  customer_last_name: ColumnType<string | null, string | null | undefined, string | null>;
  customer_email: ColumnType<string | null, string | null | undefined, string | null>;
  customer_country: ColumnType<string | null, string | null | undefined, string | null>;
  provider_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  provider_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  provider_version: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
  /** A downgrade waiting for the end of the paid period (manual provider). */
  scheduled_plan: ColumnType<string | null, string | null | undefined, string | null>;
  scheduled_period: ColumnType<string | null, string | null | undefined, string | null>;
  /** The unused part of periods that ended early, taken off the next invoices (minor units). */
  credit_balance: Generated<number>;
  customer_company: ColumnType<string | null, string | null | undefined, string | null>;
  customer_address: ColumnType<string | null, string | null | undefined, string | null>;
  customer_vat_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface InvoicesTable {
  id: Generated<string>;
  workspace_id: string;
  provider: string;
  provider_invoice_id: ColumnType<string | null, string | null | undefined, string | null>;
  number: string;
  issued_at: Generated<Date>;
  description: string;
  plan: string;
  period: string;
  period_start: Timestamp;
  period_end: Timestamp;
  net_amount: number;
  vat_rate: string | number;
  vat_amount: number;
  amount: number;
  currency: string;
  status: string;
  customer: Json<Record<string, string | null>>;
  operator: Json<Record<string, string | null>>;
  /** Credit for an unused period taken off the price (net_amount is after it). */
  credit_amount: Generated<number>;
  /** EU business customer in another member state: 0 % VAT, the customer accounts for it. */
  reverse_charge: Generated<boolean>;
  status_changed_at: NullableTimestamp;
  status_changed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BillingEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: Generated<Date>;
}

export type WorkspaceRole = "owner" | "admin" | "editor" | "viewer";

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: number;
  role: WorkspaceRole;
  joined_at: Generated<Date>;
}

export interface InvitationsTable {
  id: Generated<string>;
  workspace_id: string;
  email: string;
  role: WorkspaceRole;
  token_hash: string;
  invited_by: number | null;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: number | null;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<string>;
  workspace_id: string;
  created_by: number | null;
  name: string;
  prefix: string;
  key_hash: string;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface TemplatesTable {
  id: Generated<string>;
  /** Null for the template library, readable by everyone. */
  workspace_id: string | null;
  created_by: number | null;
  name: string;
  version: Generated<number>;
  document: Json;
  is_library: Generated<boolean>;
  /** The app language whose library lists this design ("en", "nl"); null for a workspace's template. */
  library_locale: string | null;
  /** A library design's card and where it was published from (admin "publish to library"). */
  library_category: ColumnType<string | null, string | null | undefined, string | null>;
  library_description: ColumnType<string | null, string | null | undefined, string | null>;
  library_thumbnail_url: ColumnType<string | null, string | null | undefined, string | null>;
  library_source_id: ColumnType<string | null, string | null | undefined, string | null>;
  library_source_version: ColumnType<number | null, number | null | undefined, number | null>;
  published_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

/** The first page of a template version as a PNG (dashboard and library cards). */
export interface TemplateThumbnailsTable {
  template_id: string;
  version: number;
  png: Buffer;
  rendered_at: Generated<Date>;
}

export interface TemplateVersionsTable {
  template_id: string;
  version: number;
  name: string;
  document: Json;
  created_by: number | null;
  /** The customer's own end user, when an editor session saved this version. */
  external_user_id: Generated<string | null>;
  /** Why it was saved, in the saver's words (the designer's "Save version", or `note` in the API). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** The designer's working copy of a template (decision 080); without a row the draft is the latest version. */
export interface TemplateDraftsTable {
  template_id: string;
  name: string;
  document: Json;
  /** Bumped on every write (a draft save or a new version): a save based on an older one is a conflict. */
  revision: number;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface EditorSessionsTable {
  id: Generated<string>;
  workspace_id: string;
  /** Null until the first save of a `newTemplate` session creates its template. */
  template_id: string | null;
  /** A `newTemplate` session's request (`{ name }`): what its first save creates. Null for a session of an existing template. */
  new_template: Json<{ name: string }> | null;
  /** Null for the public demo's sessions (docs/editor-sessions.md). */
  api_key_id: string | null;
  token_hash: string;
  permissions: Json<{ save: boolean; preview: boolean; editData: boolean; elements: string[] | null }>;
  theme: Json<{ primaryColor: string | null; logoUrl: string | null; panels: string[] }>;
  locale: string;
  allowed_origins: Json<string[]>;
  external_user_id: string | null;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MediaTable {
  id: Generated<string>;
  workspace_id: string;
  created_by: number | null;
  mime: string;
  width: number;
  height: number;
  size: number;
  storage_key: string;
  original_name: string | null;
  created_at: Timestamp;
}

export interface ApiCallsTable {
  id: Generated<string>;
  workspace_id: string;
  api_key_id: string | null;
  template_id: string | null;
  request_id: string;
  format: string;
  status: number;
  pages: Generated<number>;
  duration_ms: Generated<number>;
  bytes: Generated<number>;
  watermarked: Generated<boolean>;
  test: Generated<boolean>;
  /** An Idempotency-Key replay: logged, not charged. */
  replay: Generated<boolean>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  workspace_id: string;
  key: string;
  request_hash: string;
  state: Generated<string>;
  request_id: string;
  template_version: number | null;
  watermarked: boolean | null;
  created_at: Timestamp;
}

export interface OnboardingAnswersTable {
  /** The survey's uuid (kept when the user answers again). */
  id: Generated<string>;
  user_id: number;
  handled_at: NullableTimestamp;
  answers: Json<Record<string, string>>;
  created_at: Timestamp;
}

export interface SuggestionsTable {
  id: Generated<number>;
  /** How the admin area addresses it among the form submissions. */
  uuid: Generated<string>;
  handled_at: NullableTimestamp;
  user_id: number | null;
  message: string;
  locale: string;
  created_at: Timestamp;
}

export interface FormSubmissionsTable {
  id: Generated<string>;
  /** contact | book_a_demo | newsletter */
  kind: string;
  email: string;
  locale: string;
  data: Json<Record<string, unknown>>;
  handled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  locale: string;
  subscribed_at: Timestamp;
  unsubscribed_at: NullableTimestamp;
}

export interface AuthorsTable {
  id: Generated<string>;
  name: string;
  role: string | null;
  bio: string | null;
  avatar_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PostsTable {
  id: Generated<string>;
  author_id: string | null;
  locale: string;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  /** Markdown; rendered sanitised. */
  body: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** Shared by the language versions of one article. */
  translation_key: string | null;
  /** Null: a draft. */
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A generation in flight on a plan with an allowance (see reserveGeneration). */
export interface GenerationReservationsTable {
  request_id: string;
  workspace_id: string;
  created_at: Generated<Date>;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  workspace_id: string;
  url: string;
  description: Generated<string>;
  events: Json<string[]>;
  enabled: Generated<boolean>;
  secret: string;
  /** The secret a rotation replaced: deliveries are signed with both until it expires. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  disabled_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WorkspaceSigningSecretsTable {
  workspace_id: string;
  secret: string;
  created_at: Generated<Date>;
}

/** A workspace's signing certificate: the PKCS#12 and its passphrase sealed (docs/decisions/062), the rest for listing. */
export interface SigningCertificatesTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  subject: string;
  issuer: string;
  not_before: Date;
  not_after: Date;
  fingerprint: string;
  sealed: Buffer;
  created_by: number | null;
  created_at: Generated<Date>;
}

/** One webhook message; its id is the `webhook-id` of every attempt. */
export interface WebhookMessagesTable {
  id: string;
  workspace_id: string;
  endpoint_id: string | null;
  url: string;
  event_type: string;
  body: string;
  created_at: Generated<Date>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  message_id: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: Generated<string>;
  error: string | null;
  created_at: Generated<Date>;
}

/** A single-use link mailed to `email`; only the token's SHA-256 is stored. */
export interface UserTokensTable {
  id: Generated<string>;
  user_id: number;
  purpose: "password_reset" | "email_confirmation";
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One administrator write: who, what, which record, before → after, when. */
export interface AdminAuditLogTable {
  id: Generated<string>;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  subject_user_id: number | null;
  before: Json | null;
  after: Json | null;
  created_at: Generated<Date>;
}

/** One CRM contact record per user, filled from sign-up, forms and payment details; editable by its user. */
export interface CrmContactsTable {
  id: Generated<string>;
  user_id: number;
  company: string | null;
  job_title: string | null;
  phone: string | null;
  country: string | null;
  heard_from: string | null;
  lifecycle_stage: Generated<string>;
  sources: ColumnType<string[], string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Kysely's view of the database. Each migration that adds a table adds it here. */
export interface Database {
  users: UsersTable;
  oauth_accounts: OauthAccountsTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  invitations: InvitationsTable;
  user_tokens: UserTokensTable;
  api_keys: ApiKeysTable;
  templates: TemplatesTable;
  template_versions: TemplateVersionsTable;
  template_drafts: TemplateDraftsTable;
  editor_sessions: EditorSessionsTable;
  template_thumbnails: TemplateThumbnailsTable;
  media: MediaTable;
  api_calls: ApiCallsTable;
  generation_reservations: GenerationReservationsTable;
  webhook_endpoints: WebhookEndpointsTable;
  workspace_signing_secrets: WorkspaceSigningSecretsTable;
  signing_certificates: SigningCertificatesTable;
  webhook_messages: WebhookMessagesTable;
  webhook_deliveries: WebhookDeliveriesTable;
  onboarding_answers: OnboardingAnswersTable;
  suggestions: SuggestionsTable;
  idempotency_keys: IdempotencyKeysTable;
  form_submissions: FormSubmissionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  authors: AuthorsTable;
  posts: PostsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  billing_events: BillingEventsTable;
  admin_audit_log: AdminAuditLogTable;
  crm_contacts: CrmContactsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Template = Selectable<TemplatesTable>;
export type TemplateVersion = Selectable<TemplateVersionsTable>;
export type ApiKey = Selectable<ApiKeysTable>;
export type Workspace = Selectable<WorkspacesTable>;
export type Invitation = Selectable<InvitationsTable>;
export type ApiCall = Selectable<ApiCallsTable>;
export type Media = Selectable<MediaTable>;
export type FormSubmission = Selectable<FormSubmissionsTable>;
export type Author = Selectable<AuthorsTable>;
export type Post = Selectable<PostsTable>;
