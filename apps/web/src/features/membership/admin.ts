/** Pure helpers of the operators' membership pages (/admin/packages, /admin/memberships). */
import type { UserRef } from './api';
import {
  PHONE_RE,
  ROLE_UNITS,
  type PackageGrantView,
  type PackageView,
  type RoleCode,
  type SavePackageBody,
} from '@moxing/shared';

/** The package form: the price in yuan as typed, roles as rows of code and value (empty for a switch). */
export interface PackageForm {
  title: string;
  description: string;
  kind: PackageView['kind'];
  priceYuan: number;
  durationDays: number;
  onSale: boolean;
  sort: number;
  roles: { roleCode: RoleCode; value: number | null }[];
}

export const EMPTY_PACKAGE: PackageForm = {
  title: '',
  description: '',
  kind: 'combo',
  priceYuan: 0,
  durationDays: 30,
  onSale: false,
  sort: 0,
  roles: [],
};

export function packageForm(p: PackageView): PackageForm {
  return {
    title: p.title,
    description: p.description,
    kind: p.kind,
    priceYuan: p.priceFen / 100,
    durationDays: p.durationDays,
    onSale: p.onSale,
    sort: p.sort,
    roles: p.roles.map((r) => ({ roleCode: r.roleCode as RoleCode, value: r.value })),
  };
}

/** The body of combopack/save: the price back in whole fen; a role without a unit carries no value. */
export function saveBody(form: PackageForm, id?: number): SavePackageBody {
  return {
    ...(id === undefined ? {} : { id }),
    title: form.title.trim(),
    description: form.description.trim(),
    kind: form.kind,
    priceFen: Math.round(form.priceYuan * 100),
    durationDays: form.durationDays,
    onSale: form.onSale,
    sort: form.sort,
    roles: form.roles.map((r) => ({ roleCode: r.roleCode, value: hasValue(r.roleCode) ? (r.value ?? null) : null })),
  };
}

/** A role measured in a quantity (storage, counts) has a value; a switch has none. */
export const hasValue = (code: RoleCode): boolean => ROLE_UNITS[code] !== undefined;

/** The user an operator typed: an 11-digit phone number, or a user id; null when it is neither. */
export function userRef(text: string): UserRef | null {
  const t = text.trim();
  if (PHONE_RE.test(t)) return { phone: t };
  if (/^\d{1,10}$/.test(t) && Number(t) > 0) return { userId: Number(t) };
  return null;
}

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  grant: '开通套餐',
  revoke: '撤销套餐',
  'package.create': '新建套餐',
  'package.update': '修改套餐',
};

/** The server's rule for revoking (rolerecord/revoke): not revoked yet and not over; anything else it refuses. */
export const revocable = (g: Pick<PackageGrantView, 'revokedReason' | 'expiresAt'>, now = Date.now()): boolean =>
  g.revokedReason === null && Date.parse(g.expiresAt) > now;
