/**
 * The floor plan of a showroom template, drawn from SHOW_TEMPLATES as SVG: walls, slots (filled when a model stands
 * there), the entrance and its direction. In the editor a model is dropped on a slot (drag and drop, or select
 * a slot and pick a model), and in entrance mode a press sets the entrance and the drag its direction.
 */
import type { ShowPlacement, ShowTemplate } from '@moxing/shared';
import { useRef, useState, type PointerEvent } from 'react';
import { planGeometry } from './logic';
import styles from './showroom.module.css';

export const MODEL_DRAG_TYPE = 'application/x-show-model';

interface Props {
  template: ShowTemplate;
  width: number;
  placements?: ShowPlacement[];
  titles?: Record<string, { title: string }>;
  selected?: number | null;
  entrance?: { x: number; z: number; yaw: number } | null;
  entranceMode?: boolean;
  onSlot?: (slot: number) => void;
  onDropModel?: (slot: number, modelCode: string) => void;
  onEntrance?: (e: { x: number; z: number; yaw: number }) => void;
}

export function TemplatePlan(p: Props) {
  const g = planGeometry(p.template, p.width);
  const svgRef = useRef<SVGSVGElement>(null);
  const [press, setPress] = useState<{ x: number; z: number } | null>(null);
  const filled = new Map((p.placements ?? []).map((x) => [x.slot, x]));
  const entrance = p.entrance ?? p.template.entrance;
  const e = g.toSvg(entrance.x, entrance.z);
  const r = Math.max(5, Math.min(11, g.scale * 0.45));
  const interactive = Boolean(p.onSlot);

  const world = (ev: PointerEvent<SVGSVGElement>) => {
    const box = svgRef.current!.getBoundingClientRect();
    return g.toWorld(((ev.clientX - box.left) * g.width) / box.width, ((ev.clientY - box.top) * g.height) / box.height);
  };
  const down = (ev: PointerEvent<SVGSVGElement>) => {
    if (!p.entranceMode) return;
    setPress(world(ev));
  };
  const up = (ev: PointerEvent<SVGSVGElement>) => {
    if (!p.entranceMode || !press) return;
    const to = world(ev);
    const dx = to.x - press.x;
    const dz = to.z - press.z;
    // A click without a drag keeps the direction; a drag points the visitor along it.
    const yaw = Math.hypot(dx, dz) > 0.3 ? Math.atan2(dx, dz) : entrance.yaw;
    p.onEntrance?.({ x: Math.round(press.x * 10) / 10, z: Math.round(press.z * 10) / 10, yaw: Math.round(yaw * 100) / 100 });
    setPress(null);
  };

  return (
    <svg
      ref={svgRef}
      className={p.entranceMode ? `${styles.plan} ${styles.planAim}` : styles.plan}
      viewBox={`0 0 ${g.width} ${g.height}`}
      width="100%"
      role={interactive ? 'group' : 'img'}
      aria-label={`${p.template.name}平面图`}
      onPointerDown={down}
      onPointerUp={up}
    >
      <polygon
        points={g.points}
        fill={p.template.palette.floor}
        stroke={p.template.palette.wall === '#f4f2ee' ? '#8a8378' : p.template.palette.wall}
        strokeWidth={3}
      />
      {p.template.slots.map((s) => {
        const c = g.toSvg(s.x, s.z);
        const placed = filled.get(s.index);
        const title = placed ? (p.titles?.[placed.modelCode]?.title ?? placed.modelCode) : '';
        const label = placed ? `展位 ${s.index}：${title}` : `展位 ${s.index}（${s.kind === 'wall' ? '墙面' : '展台'}，空）`;
        return (
          <g
            key={s.index}
            data-slot={s.index}
            className={interactive ? styles.slot : undefined}
            role={interactive ? 'button' : undefined}
            tabIndex={interactive ? 0 : undefined}
            aria-label={interactive ? label : undefined}
            aria-pressed={interactive ? p.selected === s.index : undefined}
            onClick={() => p.onSlot?.(s.index)}
            onKeyDown={(ev) => (ev.key === 'Enter' || ev.key === ' ') && p.onSlot?.(s.index)}
            onDragOver={(ev) => p.onDropModel && ev.preventDefault()}
            onDrop={(ev) => {
              const code = ev.dataTransfer.getData(MODEL_DRAG_TYPE);
              if (code) p.onDropModel?.(s.index, code);
            }}
          >
            {s.kind === 'wall' ? (
              <rect
                x={c.px - r}
                y={c.py - r * 0.6}
                width={r * 2}
                height={r * 1.2}
                rx={2}
                className={placed ? styles.slotFilled : styles.slotEmpty}
              />
            ) : (
              <circle cx={c.px} cy={c.py} r={r} className={placed ? styles.slotFilled : styles.slotEmpty} />
            )}
            {p.selected === s.index && <circle cx={c.px} cy={c.py} r={r + 5} className={styles.slotSelected} />}
            {placed && r >= 7 && (
              <text x={c.px} y={c.py + 3.5} textAnchor="middle" className={styles.slotText}>
                {s.index}
              </text>
            )}
            <title>{label}</title>
          </g>
        );
      })}
      <g aria-hidden>
        <circle cx={e.px} cy={e.py} r={7} className={styles.entrance} />
        <line
          x1={e.px}
          y1={e.py}
          x2={e.px + Math.sin(entrance.yaw) * 22}
          y2={e.py + Math.cos(entrance.yaw) * 22}
          className={styles.entranceArrow}
        />
      </g>
    </svg>
  );
}
