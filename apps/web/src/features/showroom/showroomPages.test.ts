import { describe, expect, it } from 'vitest';
import { compilationBody, entries, type EntryDraft } from './compilationEdit';
import { HALL_SERVICE_TYPE, hallOrderDemand } from './hallOrder';
import { entranceBefore } from './logic';

const entry = (ref: string, kind: EntryDraft['kind'] = 'model'): EntryDraft => ({ kind, ref, title: ref, cover: null, note: '' });

describe('the custom showroom order', () => {
  it('is a 3D scene modelling demand with the showroom’s words in its title and description', () => {
    const demand = hallOrderDemand({
      brand: '金缕珠宝',
      kind: 2,
      industry: 'jewellery',
      models: 30,
      style: '黑金配色',
      budget: 5000,
      deadline: '2027-01-31',
      contactType: 'wechat',
      contactValue: 'jinlv',
    });
    expect(demand).toMatchObject({
      title: '定制品牌秀：金缕珠宝',
      serviceType: HALL_SERVICE_TYPE,
      trade: '珠宝首饰',
      budget: 5000,
      deadline: '2027-01-31',
      contactType: 'wechat',
      contactValue: 'jinlv',
    });
    expect(demand.description).toContain('展品数量：约 30 件');
    expect(demand.description).toContain('风格与要求：黑金配色');
    const plain = hallOrderDemand({
      brand: ' 青瓷坊 ',
      kind: 1,
      industry: 'museum',
      models: 10,
      style: '',
      budget: 0,
      deadline: '2027-01-31',
      contactType: 'platform',
      contactValue: '138',
    });
    expect(plain).toMatchObject({ title: '定制3D展厅：青瓷坊', trade: '博物馆文创' });
    expect(plain).not.toHaveProperty('contactValue');
    expect(plain.description).toContain('无特别要求');
  });
});

describe('compilation entries', () => {
  it('adds once, removes and moves within the ends, and sends kinds and refs in order', () => {
    let list = entries.add([], entry('a'));
    list = entries.add(list, entry('7', 'show'));
    list = entries.add(list, entry('a'));
    expect(list.map((e) => e.ref)).toEqual(['a', '7']);
    expect(entries.has(list, { kind: 'show', ref: '7' })).toBe(true);
    expect(entries.has(list, { kind: 'model', ref: '7' })).toBe(false);
    list = entries.move(list, 1, -1);
    expect(list.map((e) => e.ref)).toEqual(['7', 'a']);
    expect(entries.move(list, 0, -1)).toBe(list);
    expect(entries.move(list, 1, 1)).toBe(list);
    const body = compilationBody({ title: 't', description: '', isPublic: false, coverFileId: null, entries: list }, 5);
    expect(body).toEqual({
      id: 5,
      title: 't',
      description: '',
      coverFileId: null,
      isPublic: false,
      items: [
        { kind: 'show', ref: '7' },
        { kind: 'model', ref: 'a' },
      ],
    });
    expect(entries.remove(list, 0).map((e) => e.ref)).toEqual(['a']);
  });
});

describe('the phone editor’s entrance before a slot', () => {
  it('stands a few steps in front of the slot, facing it', () => {
    // A slot at the origin facing +z: the visitor stands at z 2.5 looking back towards -z.
    expect(entranceBefore({ index: 0, kind: 'plinth', x: 0, z: 0, y: 1, yaw: 0, size: 1 })).toEqual({ x: 0, z: 2.5, yaw: 3.14 });
    // A wall slot on the left wall facing +x.
    const e = entranceBefore({ index: 1, kind: 'wall', x: -11.4, z: 0, y: 1.5, yaw: Math.PI / 2, size: 1 }, 3);
    expect(e).toEqual({ x: -8.4, z: 0, yaw: -1.57 });
  });
});
