import type { Generated, Selectable } from 'kysely';

/** Membership tables (migration 0018). */
export interface MembershipTables {
  packages: PackagesTable;
  package_roles: PackageRolesTable;
  package_grants: PackageGrantsTable;
  role_records: RoleRecordsTable;
  membership_audit: MembershipAuditTable;
}

export interface PackagesTable {
  id: Generated<number>;
  title: string;
  description: string;
  kind: 'combo' | 'single';
  price_fen: number;
  duration_days: number;
  on_sale: number;
  sort: number;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface PackageRolesTable {
  package_id: number;
  role_code: string;
  value: number | null;
}

export interface PackageGrantsTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  title: string;
  source: 'order' | 'operator' | 'points';
  order_no: string | null;
  amount_fen: number;
  operator_id: number | null;
  reason: string | null;
  starts_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  created_at: string;
}

export interface RoleRecordsTable {
  id: Generated<number>;
  user_id: number;
  grant_id: number;
  role_code: string;
  value: number | null;
  starts_at: string;
  expires_at: string;
  revoked_at: string | null;
  expired_at: string | null;
}

export interface MembershipAuditTable {
  id: Generated<number>;
  operator_id: number;
  user_id: number | null;
  action: string;
  package_id: number | null;
  grant_id: number | null;
  reason: string | null;
  detail: string | null;
  created_at: string;
}

export type PackageRow = Selectable<PackagesTable>;
export type PackageGrantRow = Selectable<PackageGrantsTable>;
export type RoleRecordRow = Selectable<RoleRecordsTable>;
