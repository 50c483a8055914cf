import {
  ROLE_CODES,
  ROLE_UNITS,
  type PackageGrantView,
  type PackageView,
  type RoleCode,
  type RoleRecordState,
  type RoleRecordView,
} from '@moxing/shared';
import type { PackageGrantRow, PackageRow, RoleRecordRow } from '../../db/schema-membership.js';

export const roleName = (code: string) => ROLE_CODES[code as RoleCode] ?? code;
export const roleUnit = (code: string) => ROLE_UNITS[code as RoleCode] ?? null;

export function stateAt(row: { starts_at: string; expires_at: string; revoked_at: string | null }, at: string): RoleRecordState {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at <= at) return 'expired';
  return row.starts_at > at ? 'pending' : 'active';
}

export function presentPackage(row: PackageRow, roles: { role_code: string; value: number | null }[]): PackageView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    priceFen: row.price_fen,
    durationDays: row.duration_days,
    onSale: row.on_sale === 1,
    sort: row.sort,
    roles: roles.map((r) => ({
      roleCode: r.role_code,
      name: roleName(r.role_code),
      value: r.value,
      unit: roleUnit(r.role_code),
    })),
  };
}

export function presentRecord(r: RoleRecordRow & { package_id: number; title: string }, at: string): RoleRecordView {
  return {
    id: r.id,
    roleCode: r.role_code,
    name: roleName(r.role_code),
    value: r.value,
    unit: roleUnit(r.role_code),
    packageId: r.package_id,
    packageTitle: r.title,
    startsAt: r.starts_at,
    expiresAt: r.expires_at,
    state: stateAt(r, at),
  };
}

export function presentGrant(
  g: PackageGrantRow,
  records: (RoleRecordRow & { package_id: number; title: string })[],
  at: string,
): PackageGrantView {
  return {
    id: g.id,
    userId: g.user_id,
    packageId: g.package_id,
    title: g.title,
    source: g.source,
    orderNo: g.order_no,
    amountFen: g.amount_fen,
    startsAt: g.starts_at,
    expiresAt: g.expires_at,
    state: stateAt(g, at),
    reason: g.reason,
    revokedReason: g.revoked_reason,
    createdAt: g.created_at,
    roles: records.filter((r) => r.grant_id === g.id).map((r) => presentRecord(r, at)),
  };
}
