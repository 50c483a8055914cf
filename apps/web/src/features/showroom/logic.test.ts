import { SHOW_TEMPLATES } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { placements, planGeometry, showIdFrom } from './logic';

describe('showroom logic', () => {
  it('reads the show id, and the legacy links’ themeShowId', () => {
    expect(showIdFrom(new URLSearchParams('id=12'))).toBe(12);
    expect(showIdFrom(new URLSearchParams('themeShowId=7'))).toBe(7);
    expect(showIdFrom(new URLSearchParams('id=abc'))).toBeNull();
    expect(showIdFrom(new URLSearchParams(''))).toBeNull();
  });

  it('places, turns, scales and removes models, one per slot', () => {
    let list = placements.put([], 3, 'A');
    list = placements.put(list, 1, 'B');
    list = placements.put(list, 3, 'C');
    expect(list.map((p) => [p.slot, p.modelCode])).toEqual([
      [1, 'B'],
      [3, 'C'],
    ]);
    list = placements.rotate(list, 1, 190);
    expect(list[0]!.rotation).toBe(-170);
    list = placements.scale(list, 1, 10);
    expect(list[0]!.scale).toBe(3);
    expect(placements.remove(list, 1).map((p) => p.slot)).toEqual([3]);
  });

  it('keeps placements on slots the new template also has', () => {
    const list = [placements.put([], 0, 'A')[0]!, placements.put([], 20, 'B')[0]!];
    expect(placements.forTemplate(list, 'corridor').map((p) => p.slot)).toEqual([0]);
  });

  it('fits every template’s plan into the width, both ways', () => {
    for (const t of SHOW_TEMPLATES) {
      const g = planGeometry(t, 400);
      const { px, py } = g.toSvg(t.entrance.x, t.entrance.z);
      expect(px).toBeGreaterThanOrEqual(0);
      expect(px).toBeLessThanOrEqual(400);
      const back = g.toWorld(px, py);
      expect(back.x).toBeCloseTo(t.entrance.x);
      expect(back.z).toBeCloseTo(t.entrance.z);
    }
  });
});
