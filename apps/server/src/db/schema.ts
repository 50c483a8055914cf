import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SpaceVisitsTable, UserSpacesTable } from './schema-space.js';
import type { DemandTables } from './schema-demand.js';
import type { ContentTables } from './schema-content.js';
import type { StatisticsTables } from './schema-statistics.js';
import type { MoneyTables } from './schema-money.js';
import type { MembershipTables } from './schema-membership.js';
import type { CashoutTables } from './schema-cashout.js';
import type { PointsTables } from './schema-points.js';
import type { ShowroomTables } from './schema-showroom.js';
import type { BusinessTables } from './schema-business.js';
import type { OpenApiTables } from './schema-openApi.js';

export type {
  NeedsTable,
  NeedBidsTable,
  NeedDeliveriesTable,
  NeedFilesTable,
  NeedEventsTable,
  NeedEscrowsTable,
  NeedDisputesTable,
  NeedEvaluationsTable,
  ModellerProfilesTable,
  ModellerTagsTable,
  NeedRow,
  NeedEscrowRow,
  NeedDisputeRow,
  NeedBidRow,
  NeedDeliveryRow,
  NeedFileRow,
} from './schema-demand.js';

/** Timestamps are ISO-8601 UTC strings: sortable as text and identical on SQLite and PostgreSQL. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  login: string;
  /** Stable public handle of the user, handed out with the login token (docs/spec/SPEC.md "userToken"). */
  user_token: string;
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  type: number;
  identity_id: number | null;
  address: string | null;
  full_address: string | null;
  /** 1 active, 0 disabled. */
  status: number;
  utm_from: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_keyword: string | null;
  utm_url: string | null;
  bd_vid: string | null;
  track_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  login: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  ip: string | null;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface WechatAccountsTable {
  id: Generated<number>;
  /** 'open' (web QR), 'mp' (official account), 'mini' (mini program). */
  channel: string;
  openid: string;
  unionid: string | null;
  user_id: number | null;
  nickname: string;
  avatar: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WechatTicketsTable {
  id: string;
  /** 'bind' (scan done, phone to bind) or 'qrcode' (official-account QR waiting for a scan). */
  kind: string;
  wechat_account_id: number | null;
  scene: string | null;
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface Database
  extends
    DemandTables,
    ContentTables,
    MoneyTables,
    MembershipTables,
    CashoutTables,
    StatisticsTables,
    PointsTables,
    ShowroomTables,
    BusinessTables,
    OpenApiTables {
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  wechat_accounts: WechatAccountsTable;
  wechat_tickets: WechatTicketsTable;
  files: FilesTable;
  tus_uploads: TusUploadsTable;
  jobs: JobsTable;
  job_workers: JobWorkersTable;
  models: ModelsTable;
  model_conversions: ModelConversionsTable;
  messages: MessagesTable;
  model_likes: ModelLikesTable;
  model_collects: ModelCollectsTable;
  model_comments: ModelCommentsTable;
  user_follows: UserFollowsTable;
  model_daily_stats: ModelDailyStatsTable;
  model_embed_views: ModelEmbedViewsTable;
  model_downloads: ModelDownloadsTable;
  model_formats: ModelFormatsTable;
  model_purchases: ModelPurchasesTable;
  image_models: ImageModelsTable;
  image_model_photos: ImageModelPhotosTable;
  demo_seeds: DemoSeedsTable;
  user_logos: UserLogosTable;
  user_watermarks: UserWatermarksTable;
  user_spaces: UserSpacesTable;
  space_visits: SpaceVisitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type WechatAccountRow = Selectable<WechatAccountsTable>;

// --- files, jobs, models (migration 0002) ------------------------------------------------------

/** A bigint column: PostgreSQL's driver answers it as a string, SQLite as a number; read it with Number(). */
type Int8 = ColumnType<string | number, number, number>;

export interface FilesTable {
  id: Generated<number>;
  /** Public random id (never sequential). */
  file_id: string;
  user_id: number | null;
  /** sha256 of the bytes: the blob's name in storage. */
  storage_key: string;
  /** The user's file name, only ever shown, never used as a path. */
  name: string;
  ext: string;
  size: Int8;
  mime: string;
  kind: string;
  /** Model format when the bytes are a model (glb, obj, ...). */
  format: string | null;
  /** 'public' or 'private' (owner and operators only). */
  visibility: string;
  /** 'upload' and 'tus' count against the user's storage; 'artefact' (generated) does not. */
  origin: string;
  created_at: Timestamp;
}

export interface TusUploadsTable {
  id: string;
  user_id: number;
  length: Int8;
  name: string;
  metadata: string;
  file_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: string;
  /** queued | running | done | failed */
  status: string;
  attempts: number;
  max_attempts: number;
  /** Higher runs first among due jobs; background work (the demo catalogue) is below 0. */
  priority: Generated<number>;
  run_at: Timestamp;
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  result: string | null;
  dedupe_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A process that runs jobs; `id` is what it writes into jobs.locked_by. */
export interface JobWorkersTable {
  id: string;
  started_at: Timestamp;
  /** Renewed every few seconds while the process lives. */
  seen_at: Timestamp;
}

export interface ModelsTable {
  id: Generated<number>;
  model_code: string;
  user_id: number;
  title: string;
  description: string;
  type: string;
  trade: string;
  /** Fen; 0 without free_download is negotiable. */
  price: number;
  /** 1: anyone logged in may download the original (price is then 0). */
  free_download: Generated<number>;
  /** 1: made from a demand's delivery (private, shown with the demand, not on the modeller's shelf). */
  delivery: Generated<number>;
  /** queued | processing | ready | failed */
  status: string;
  stage: string | null;
  failure_reason: string | null;
  queued_at: Timestamp;
  converting_at: Timestamp | null;
  optimizing_at: Timestamp | null;
  rendering_at: Timestamp | null;
  ready_at: Timestamp | null;
  failed_at: Timestamp | null;
  /** JSON array of files.file_id the model was made from. */
  source_file_ids: string;
  original_key: string | null;
  original_name: string | null;
  web_key: string | null;
  light_key: string | null;
  cover_key: string | null;
  thumb_key: string | null;
  /** 400x300 list image (list.webp). */
  list_key: string | null;
  /** JSON PipelineStats. */
  stats: string | null;
  light_status: string | null;
  light_target_bytes: Int8 | null;
  light_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  // --- the model library (migration 0005) ---
  /** 'public' or 'private'. Lists show only ready, public models not in the recycle bin. */
  visibility: Generated<string>;
  /** In the recycle bin since. */
  deleted_at: Timestamp | null;
  /** JSON array of tags. */
  tags: Generated<string>;
  /** scrypt of the SHA-256 of the access password (role MMFWMX21). */
  password_hash: string | null;
  source_format: string | null;
  /** 1: shown in the owner's space. */
  synced: Generated<number>;
  /** JSON ViewerSettings. */
  viewer_settings: string | null;
  view_count: Generated<number>;
  like_count: Generated<number>;
  collect_count: Generated<number>;
  comment_count: Generated<number>;
  embed_count: Generated<number>;
  download_count: Generated<number>;
  // --- custom covers (migration 0007) ---
  /** The pipeline's images while a custom cover takes their places; null when the rendered cover is shown. */
  rendered_cover_key: string | null;
  rendered_thumb_key: string | null;
  rendered_list_key: string | null;
  /** Set while a custom cover is shown. */
  cover_custom_at: Timestamp | null;
  /** The capture device the model was scanned with (migration 0028, devices). */
  device_id: number | null;
  // --- business accounts (migration 0027) ---
  /** One of the owner's brands, or null. */
  brand_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The sub-account that uploaded it (the owner is its parent), or null when the owner did. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ModelConversionsTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  source_file_ids: string;
  source_name: string;
  source_size: Int8;
  target_format: string | null;
  /** uploaded | queued | converting | done | failed | cancelled */
  status: string;
  failure_reason: string | null;
  result_file_id: string | null;
  result_name: string | null;
  result_size: Int8 | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  queued_at: Timestamp | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export type FileRow = Selectable<FilesTable>;
export type JobRow = Selectable<JobsTable>;
export type ModelRow = Selectable<ModelsTable>;
export type ModelConversionRow = Selectable<ModelConversionsTable>;

// --- messages ---------------------------------------------------------------------------------------------

export interface MessagesTable {
  id: Generated<number>;
  /** The recipient. */
  user_id: number;
  /** 0 system, 1 comment, 2 order, 3 thumbs-up, 4 collect. */
  type: number;
  title: string;
  content: string;
  link: string | null;
  biz_code: string | null;
  sender_id: number | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export type MessageRow = Selectable<MessagesTable>;

// --- the model library (migration 0005) ----------------------------------------------------------

export interface ModelLikesTable {
  user_id: number;
  model_id: number;
  created_at: Timestamp;
}

export interface ModelCollectsTable {
  user_id: number;
  model_id: number;
  created_at: Timestamp;
}

export interface ModelCommentsTable {
  id: Generated<number>;
  model_id: number;
  user_id: number;
  /** Plain text, never HTML. */
  content: string;
  reply_to_id: number | null;
  reply_to_user_id: number | null;
  created_at: Timestamp;
}

export interface UserFollowsTable {
  follower_id: number;
  followee_id: number;
  remark: string | null;
  created_at: Timestamp;
}

export interface ModelDailyStatsTable {
  model_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: Generated<number>;
  embeds: Generated<number>;
  downloads: Generated<number>;
  likes: Generated<number>;
  collects: Generated<number>;
  comments: Generated<number>;
  /** Paid purchases of the model that day, and their amount in fen (migration 0028). */
  sales: Generated<number>;
  sales_amount: Generated<number>;
}

export interface ModelEmbedViewsTable {
  model_id: number;
  host: string;
  day: string;
  views: Generated<number>;
}

export interface ModelDownloadsTable {
  id: Generated<number>;
  user_id: number;
  model_id: number;
  format: string;
  created_at: Timestamp;
}

export interface ModelFormatsTable {
  model_id: number;
  format: string;
  storage_key: string;
  name: string;
  mime: string;
  size: Int8;
  created_at: Timestamp;
}

export interface ModelPurchasesTable {
  user_id: number;
  model_id: number;
  order_no: string | null;
  /** Fen paid. */
  price: number;
  created_at: Timestamp;
}

export interface ImageModelsTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  title: string;
  description: string;
  type: string;
  trade: string;
  tags: string;
  visibility: string;
  photo_count: number;
  view_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while it waits in the recycle bin (migration 0009). */
  deleted_at: Timestamp | null;
}

export interface ImageModelPhotosTable {
  image_model_id: number;
  sort: number;
  file_id: string;
}

export interface DemoSeedsTable {
  slug: string;
  model_id: number | null;
  created_at: Timestamp;
  social_at: Timestamp | null;
}

// --- custom logos (migration 0007) ---------------------------------------------------------------

export interface UserLogosTable {
  user_id: number;
  /** The processed picture, a public generated file. */
  file_id: string;
  width: number;
  height: number;
  link: string | null;
  /** topLeft | topRight | bottomLeft | bottomRight */
  position: string;
  updated_at: Timestamp;
}

export type UserLogoRow = Selectable<UserLogosTable>;

/** The watermark an SY2 holder chose for their models (migration 0031). */
export interface UserWatermarksTable {
  user_id: number;
  /** off | name | platform */
  mode: string;
  updated_at: Timestamp;
}

export type CommentRow = Selectable<ModelCommentsTable>;
export type ImageModelRow = Selectable<ImageModelsTable>;
