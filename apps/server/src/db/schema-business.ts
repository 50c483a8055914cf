import type { Generated, Selectable } from 'kysely';

type Timestamp = string;

// --- business accounts (migration 0027) ---------------------------------------------------------

export interface CertificationsTable {
  id: Generated<number>;
  user_id: number;
  /** 'person' or 'company'. */
  kind: string;
  /** The person's real name or the company's name. */
  name: string;
  /** Resident ID number or unified social credit code. */
  number: string;
  /** JSON array of {label, fileId}: private files. */
  photos: string;
  status: string;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  submitted_at: Timestamp;
}

export interface SubAccountsTable {
  child_id: number;
  parent_id: number;
  /** Comma-separated CHILD_RIGHTS. */
  rights: string;
  /** Coins the child may spend in total. */
  coin_limit: number;
  coins_spent: Generated<number>;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
}

export interface BusinessActivityTable {
  id: Generated<number>;
  /** The parent account: the company the log belongs to. */
  company_id: number;
  actor_id: number;
  action: string;
  detail: string;
  created_at: Timestamp;
}

export interface CompaniesTable {
  user_id: number;
  name: string;
  licence_number: string;
  logo_file_id: string | null;
  address: string;
  industry: string;
  updated_at: Timestamp;
}

export interface BrandsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  logo_file_id: string | null;
  created_at: Timestamp;
}

export interface BusinessTables {
  certifications: CertificationsTable;
  sub_accounts: SubAccountsTable;
  business_activity: BusinessActivityTable;
  companies: CompaniesTable;
  brands: BrandsTable;
}

export type CertificationRow = Selectable<CertificationsTable>;
export type SubAccountRow = Selectable<SubAccountsTable>;
