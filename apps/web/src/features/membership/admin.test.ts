import type { PackageView } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, EMPTY_PACKAGE, packageForm, revocable, saveBody, userRef } from './admin';

const pro: PackageView = {
  id: 3,
  title: '专业版（年卡）',
  description: '适合工作室',
  kind: 'combo',
  priceFen: 59900,
  durationDays: 365,
  onSale: true,
  sort: 2,
  roles: [
    { roleCode: 'LG3', name: '自定义 Logo', value: null, unit: null },
    { roleCode: 'CCKJ10', name: '存储空间', value: 50, unit: 'GB' },
  ],
};

describe('operators’ package form', () => {
  it('round-trips a package through the form: yuan shown, whole fen sent, id kept', () => {
    const form = packageForm(pro);
    expect(form.priceYuan).toBe(599);
    expect(saveBody(form, pro.id)).toEqual({
      id: 3,
      title: '专业版（年卡）',
      description: '适合工作室',
      kind: 'combo',
      priceFen: 59900,
      durationDays: 365,
      onSale: true,
      sort: 2,
      roles: [
        { roleCode: 'LG3', value: null },
        { roleCode: 'CCKJ10', value: 50 },
      ],
    });
  });

  it('rounds a typed price to whole fen and drops the value of a switch role; a new package has no id', () => {
    const body = saveBody({
      ...EMPTY_PACKAGE,
      title: ' 体验卡 ',
      priceYuan: 19.9,
      roles: [
        { roleCode: 'SY2', value: 5 },
        { roleCode: 'MXUNUM', value: 80 },
      ],
    });
    expect(body).not.toHaveProperty('id');
    expect(body.title).toBe('体验卡');
    expect(body.priceFen).toBe(1990);
    expect(body.roles).toEqual([
      { roleCode: 'SY2', value: null },
      { roleCode: 'MXUNUM', value: 80 },
    ]);
  });
});

describe('naming a user and revoking', () => {
  it('reads an 11-digit phone number or a user id, and nothing else', () => {
    expect(userRef(' 13812345678 ')).toEqual({ phone: '13812345678' });
    expect(userRef('42')).toEqual({ userId: 42 });
    expect(userRef('0')).toBeNull();
    expect(userRef('1381234567')).toEqual({ userId: 1381234567 });
    expect(userRef('12812345678')).toBeNull();
    expect(userRef('张三')).toBeNull();
    expect(userRef('')).toBeNull();
  });

  it('offers revocation only for a grant neither revoked nor over', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(revocable({ revokedReason: null, expiresAt: '2026-07-01T00:00:00.000Z' }, now)).toBe(true);
    expect(revocable({ revokedReason: '误操作', expiresAt: '2026-07-01T00:00:00.000Z' }, now)).toBe(false);
    expect(revocable({ revokedReason: null, expiresAt: '2026-05-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('names every action the server writes to the audit log', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual(['grant', 'package.create', 'package.update', 'revoke']);
  });
});
