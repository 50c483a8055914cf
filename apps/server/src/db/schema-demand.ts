import type { Generated, Selectable } from 'kysely';

/** Tables of the demand trade (issue 5) and its escrow (issue 19). */
type Timestamp = string;

export interface NeedsTable {
  id: Generated<number>;
  /** Public random code; ids never leave the server. */
  code: string;
  user_id: number;
  title: string;
  service_type: string;
  trade: string;
  /** One of BUDGET_OPTIONS in fen; 0 is face-to-face. */
  budget_fen: number;
  deadline: Timestamp;
  description: string;
  /** platform | phone | wechat */
  contact_type: string;
  contact_value: string | null;
  cover_url: string | null;
  /** -2 pending review, -1 rejected, 0 bidding, 1 in production, 2 completed, 3 cancelled. */
  status: number;
  /** Bids that are not withdrawn; also the row every bid and choice updates, which serialises them. */
  bid_count: number;
  chosen_bid_id: number | null;
  modeller_id: number | null;
  /** The provider the buyer invited to bid (a quote asked from a model's author); told when the demand opens. */
  invited_user_id: number | null;
  reject_reason: string | null;
  cancel_reason: string | null;
  /** buyer | modeller | operator */
  cancelled_by: string | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  submitted_at: Timestamp;
  chosen_at: Timestamp | null;
  completed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NeedBidsTable {
  id: Generated<number>;
  code: string;
  need_id: number;
  user_id: number;
  /** Fen. */
  price: number;
  days: number;
  message: string;
  /** JSON array of URLs. */
  portfolio_links: string;
  /** 0 active, 1 chosen, 2 not chosen, 3 withdrawn, 4 demand cancelled. */
  status: number;
  withdrawn_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NeedDeliveriesTable {
  id: Generated<number>;
  need_id: number;
  user_id: number;
  note: string;
  /** 0 waiting for the buyer, 1 accepted, 2 changes requested. */
  status: number;
  change_reason: string | null;
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface NeedFilesTable {
  id: Generated<number>;
  need_id: number;
  delivery_id: number | null;
  /** image | attachment | delivery */
  role: string;
  file_id: string;
  name: string;
  kind: string;
  mime: string;
  size: number;
  url: string;
  sort: number;
  /** The private model a delivered 3D model file became (migration 0006); null for every other file. */
  model_code: string | null;
}

export interface NeedEventsTable {
  id: Generated<number>;
  need_id: number;
  actor_id: number | null;
  action: string;
  from_status: number | null;
  to_status: number | null;
  note: string | null;
  created_at: Timestamp;
}

/** The escrow of a demand's chosen bid (issue 19); one per demand. */
export interface NeedEscrowsTable {
  id: Generated<number>;
  need_id: number;
  bid_id: number;
  buyer_id: number;
  modeller_id: number;
  amount_fen: number;
  /** held | released | refunded | split */
  status: string;
  /** coin | order */
  pay_type: string;
  order_no: string | null;
  fee_fen: number | null;
  payout_fen: number | null;
  refund_fen: number | null;
  funded_at: Timestamp;
  settled_at: Timestamp | null;
}

/** A cancellation asked for after a delivery, decided by an operator (issue 19); one per demand. */
export interface NeedDisputesTable {
  id: Generated<number>;
  need_id: number;
  /** buyer | modeller */
  opened_by: string;
  buyer_reason: string | null;
  buyer_reason_at: Timestamp | null;
  modeller_reason: string | null;
  modeller_reason_at: Timestamp | null;
  decided: number;
  refund_fen: number | null;
  decision_note: string | null;
  decided_by: number | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface NeedEvaluationsTable {
  id: Generated<number>;
  need_id: number;
  from_user_id: number;
  to_user_id: number;
  /** buyer | modeller */
  from_role: string;
  score: number;
  comment: string;
  created_at: Timestamp;
}

export interface ModellerProfilesTable {
  user_id: number;
  intro: string;
  /** JSON array of URLs. */
  portfolio_links: string;
  updated_at: Timestamp;
}

export interface ModellerTagsTable {
  user_id: number;
  /** service (a service type) | trade */
  kind: string;
  value: string;
}

export type NeedRow = Selectable<NeedsTable>;
export type NeedEscrowRow = Selectable<NeedEscrowsTable>;
export type NeedDisputeRow = Selectable<NeedDisputesTable>;
export type NeedBidRow = Selectable<NeedBidsTable>;
export type NeedDeliveryRow = Selectable<NeedDeliveriesTable>;
export type NeedFileRow = Selectable<NeedFilesTable>;

export interface DemandTables {
  needs: NeedsTable;
  need_bids: NeedBidsTable;
  need_deliveries: NeedDeliveriesTable;
  need_files: NeedFilesTable;
  need_events: NeedEventsTable;
  need_escrows: NeedEscrowsTable;
  need_disputes: NeedDisputesTable;
  need_evaluations: NeedEvaluationsTable;
  modeller_profiles: ModellerProfilesTable;
  modeller_tags: ModellerTagsTable;
}
