import type { Generated } from 'kysely';

/** The tables of site content (migration 0022, modules/content). */
export interface ContentTables {
  contents: ContentsTable;
  activity_entries: ActivityEntriesTable;
  cooperation_leads: CooperationLeadsTable;
  feedbacks: FeedbacksTable;
  invite_codes: InviteCodesTable;
  invites: InvitesTable;
}

export interface ContentsTable {
  id: Generated<number>;
  kind: string;
  title: string;
  summary: string;
  /** What the operator wrote (Markdown, maybe with HTML). */
  body: string;
  /** The body as visitors get it: rendered and cleaned by the allow-list. */
  html: string;
  /** Title, summary and the body's text, lower-cased: what the help search reads. */
  search_text: string;
  cover: string | null;
  category: string;
  slug: string | null;
  position: string;
  link: string;
  start_at: string | null;
  end_at: string | null;
  sort: number;
  popup: number;
  /** draft, published, offline (contents/transitions.ts). */
  status: string;
  views: Generated<number>;
  clicks: Generated<number>;
  author_id: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ActivityEntriesTable {
  content_id: number;
  user_id: number;
  created_at: string;
}

export interface CooperationLeadsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  company: string;
  content: string;
  user_id: number | null;
  created_at: string;
}

export interface FeedbacksTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  content: string;
  contact: string;
  /** JSON array of the screenshots' addresses. */
  images: string;
  reply: string | null;
  replied_by: number | null;
  replied_at: string | null;
  created_at: string;
}

export interface InviteCodesTable {
  user_id: number;
  code: string;
  created_at: string;
}

export interface InvitesTable {
  invitee_id: number;
  inviter_id: number;
  created_at: string;
}
