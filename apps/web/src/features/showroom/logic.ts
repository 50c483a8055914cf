/** Showroom logic shared by the desktop and phone views: the show of the address, its unlock, the editor's state. */
import {
  SHOW_INDUSTRIES,
  UserType,
  SHOW_LIMITS,
  findShowTemplate,
  sha256Hex,
  type PickableModel,
  type ShowIndustry,
  type ShowPlacement,
  type ShowSlot,
  type ShowTemplate,
  type ShowView,
} from '@moxing/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { uploadMultipart } from '../../api/uploads';
import { sharedUrl } from '../../lib/share';
import { session, useSession } from '../../stores/session';
import { showApi, useCompilation, useScene, useShow, useShowMutation } from './api';
import { hallOrderDemand, type HallOrderValues } from './hallOrder';

/** /showDetail?id=, and the legacy links' themeShowId. */
export function showIdFrom(params: URLSearchParams): number | null {
  const n = Number(params.get('id') ?? params.get('themeShowId'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The address to share a show by (with the sharer's id: sharing counts for the "share" day task). */
export const showLink = (id: number) => sharedUrl(`/exhibitionLink?id=${id}`);

/** The template's floor plan fitted into an SVG of the given width, with conversions both ways. */
export function planGeometry(template: ShowTemplate, width: number, pad = 24) {
  const xs = template.floor.map((p) => p[0]);
  const zs = template.floor.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minZ = Math.min(...zs);
  const spanX = Math.max(...xs) - minX;
  const spanZ = Math.max(...zs) - minZ;
  const scale = (width - pad * 2) / Math.max(spanX, spanZ * 0.75, 1);
  const height = Math.round(spanZ * scale + pad * 2);
  const toSvg = (x: number, z: number) => ({ px: pad + (x - minX) * scale, py: pad + (z - minZ) * scale });
  const toWorld = (px: number, py: number) => ({ x: (px - pad) / scale + minX, z: (py - pad) / scale + minZ });
  const points = template.floor
    .map(([x, z]) => toSvg(x, z))
    .map((p) => `${p.px.toFixed(1)},${p.py.toFixed(1)}`)
    .join(' ');
  return { width, height, scale, points, toSvg, toWorld };
}

const UNLOCK_KEY = (id: number) => `show-unlock-${id}`;

/** The show of the address, the password gate in front of its scene, and its visit (counted once per page view). */
export function useShowDetail() {
  const [params] = useSearchParams();
  const id = showIdFrom(params);
  const show = useShow(id);
  const [unlock, setUnlock] = useState<string | undefined>(() =>
    id ? (sessionStorage.getItem(UNLOCK_KEY(id)) ?? undefined) : undefined,
  );
  const [visits, setVisits] = useState<number | null>(null);
  const locked = Boolean(show.data && show.data.hasPassword && !show.data.isOwner && !unlock);
  const scene = useScene(id, unlock, Boolean(show.data) && !locked);
  const counted = useRef(false);
  useEffect(() => {
    if (!id || !show.data || counted.current) return;
    counted.current = true;
    showApi
      .visit(id)
      .then((r) => setVisits(r.visitCount))
      .catch(() => undefined);
  }, [id, show.data]);
  const tryUnlock = async (password: string) => {
    if (!id) return;
    const { token } = await showApi.unlock(id, sha256Hex(password));
    sessionStorage.setItem(UNLOCK_KEY(id), token);
    setUnlock(token);
  };
  return { id, show, scene, locked, tryUnlock, visitCount: visits ?? show.data?.visitCount ?? 0 };
}

export interface EditorState {
  kind: number;
  title: string;
  description: string;
  template: string;
  industry: ShowIndustry | null;
  entrance: { x: number; z: number; yaw: number } | null;
  musicType: number;
  musicFileId: string | null;
  coverFileId: string | null;
  brandId: number | null;
  placements: ShowPlacement[];
}

export function editorStateOf(show: ShowView | undefined): EditorState {
  return {
    kind: show?.kind ?? 1,
    title: show?.title ?? '',
    description: show?.description ?? '',
    template: show?.template ?? 'gallery',
    industry: (show?.industry as ShowIndustry | null | undefined) ?? null,
    entrance: show?.edit?.entrance ?? null,
    musicType: show?.edit?.musicType ?? 0,
    musicFileId: show?.edit?.musicFileId ?? null,
    coverFileId: show?.edit?.coverFileId ?? null,
    brandId: show?.brand?.id ?? null,
    placements: show?.edit?.placements ?? [],
  };
}

/** A visitor's starting view a few steps in front of a slot, looking at it (the phone editor's entrance choice). */
export function entranceBefore(slot: ShowSlot, distance = 2.5): { x: number; z: number; yaw: number } {
  const r = (n: number) => Math.round(n * 100) / 100;
  const back = slot.yaw + Math.PI;
  return {
    x: r(slot.x + Math.sin(slot.yaw) * distance),
    z: r(slot.z + Math.cos(slot.yaw) * distance),
    yaw: r(Math.atan2(Math.sin(back), Math.cos(back))),
  };
}

const clampScale = (s: number) => Math.min(SHOW_LIMITS.maxScale, Math.max(SHOW_LIMITS.minScale, Math.round(s * 10) / 10));

/** Pure edits of the editor's placements (unit-tested). */
export const placements = {
  put(list: ShowPlacement[], slot: number, modelCode: string): ShowPlacement[] {
    return [...list.filter((p) => p.slot !== slot), { slot, modelCode, rotation: 0, scale: 1 }].sort((a, b) => a.slot - b.slot);
  },
  remove: (list: ShowPlacement[], slot: number) => list.filter((p) => p.slot !== slot),
  rotate: (list: ShowPlacement[], slot: number, by: number) =>
    list.map((p) => (p.slot === slot ? { ...p, rotation: ((((p.rotation + by + 180) % 360) + 360) % 360) - 180 } : p)),
  scale: (list: ShowPlacement[], slot: number, factor: number) =>
    list.map((p) => (p.slot === slot ? { ...p, scale: clampScale(p.scale * factor) } : p)),
  /** Changing the template keeps what stands on slots the new one also has (as the server does). */
  forTemplate: (list: ShowPlacement[], code: string) => {
    const slots = new Set(findShowTemplate(code)?.slots.map((s) => s.index) ?? []);
    return list.filter((p) => slots.has(p.slot));
  },
};

/** The editor of one show (or of a new one): its fields, placements, selection, and saving them all. */
export function useShowEditor(show: ShowView | undefined) {
  const [state, setState] = useState<EditorState>(() => editorStateOf(show));
  const [selected, setSelected] = useState<number | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [titles, setTitles] = useState<Record<string, PickableModel>>({});
  const template = findShowTemplate(state.template) ?? findShowTemplate('gallery')!;
  const set = (patch: Partial<EditorState>) => setState((s) => ({ ...s, ...patch }));
  const place = (slot: number, model: PickableModel) => {
    setTitles((t) => ({ ...t, [model.modelCode]: model }));
    set({ placements: placements.put(state.placements, slot, model.modelCode) });
    setSelected(slot);
  };
  const changeTemplate = (code: string) =>
    set({ template: code, placements: placements.forTemplate(state.placements, code), entrance: null });
  /** Saves the fields then the placements; answers the show's id. */
  const save = async (): Promise<number> => {
    const { id } = await showApi.save({
      ...(show ? { id: show.id } : {}),
      kind: state.kind,
      title: state.title,
      description: state.description,
      template: state.template,
      industry: state.industry,
      entrance: state.entrance,
      musicType: state.musicType,
      musicFileId: state.musicFileId,
      coverFileId: state.coverFileId,
      brandId: state.brandId,
      ...(password === null ? {} : { password: password === '' ? '' : sha256Hex(password) }),
    });
    await showApi.saveModels({ id, placements: state.placements });
    return id;
  };
  /** An uploaded music file (switching the music to custom) or cover, kept once the show is saved. */
  const attach = async (file: File, field: 'musicFileId' | 'coverFileId') => {
    const { fileId } = await uploadMultipart(file);
    set(field === 'musicFileId' ? { musicFileId: fileId, musicType: 2 } : { coverFileId: fileId });
  };
  const drop = (slot: number, modelCode: string) => {
    set({ placements: placements.put(state.placements, slot, modelCode) });
    setSelected(slot);
  };
  return {
    state,
    set,
    template,
    selected,
    setSelected,
    place,
    drop,
    rotate: (slot: number, by: number) => placements.rotate(state.placements, slot, by),
    scale: (slot: number, factor: number) => placements.scale(state.placements, slot, factor),
    remove: (slot: number) => placements.remove(state.placements, slot),
    changeTemplate,
    save,
    attach,
    password,
    setPassword,
    titles,
  };
}

/** "Use this template" of a free sample: a new draft of the user's, opened in the editor (login first). */
export function useStartFromCase(onError: (e: unknown) => void) {
  const navigate = useNavigate();
  const token = useSession((st) => st.token);
  const copy = useShowMutation((id: number) => showApi.useCase(id));
  const start = (id: number) => {
    if (!token) {
      session.openLogin('password', '/case');
      return;
    }
    copy.mutate(id, { onSuccess: (r) => void navigate(`/show?id=${r.id}`), onError });
  };
  return { start, pending: copy.isPending ? copy.variables : null };
}

/** The industry tab of /industrySolution, kept in the address (?industry=) so a tab can be linked. */
export function useIndustryTab() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('industry');
  const industry = SHOW_INDUSTRIES.find((i) => i.code === asked) ?? SHOW_INDUSTRIES[0];
  const choose = (code: string) => setParams({ industry: code }, { replace: true });
  return { industry, choose };
}

/** /myhallOrderForm: the order becomes a demand, and the user lands on it. */
export function useHallOrder() {
  const navigate = useNavigate();
  const order = useMutation({
    mutationFn: (v: HallOrderValues) => showApi.orderHall(hallOrderDemand(v)),
    onSuccess: (need) => void navigate(`/myrequireDetails?code=${need.code}`),
  });
  return order;
}

/** China's today (YYYY-MM-DD): demand deadlines are days of China time. */
export const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** /compilationDetail?id= */
export function useCompilationDetail() {
  const [params] = useSearchParams();
  const n = Number(params.get('id'));
  const id = Number.isInteger(n) && n > 0 ? n : null;
  return { id, compilation: useCompilation(id) };
}

/** Operators mark a published show as a free sample (/case) or take the mark off, from the show's page. */
export function useCaseMark(onError: (e: unknown) => void) {
  const allowed = useSession((st) => st.user?.type === UserType.operator);
  const mark = useShowMutation((v: { id: number; isCase: boolean }) => showApi.setCase(v.id, v.isCase));
  return {
    allowed,
    /** The show whose mark is being changed (a list shows the spinner on that card only). */
    pendingId: mark.isPending ? (mark.variables?.id ?? null) : null,
    toggle: (s: Pick<ShowView, 'id' | 'isCase'>) => mark.mutate({ id: s.id, isCase: !s.isCase }, { onError }),
    label: (s: Pick<ShowView, 'isCase'>) => (s.isCase ? '取消免费案例' : '设为免费案例'),
  };
}
