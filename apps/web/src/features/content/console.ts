/** The operators' content console (/admin/content), shared by its desktop and phone views. */
import type { ConsoleItem } from './api';

export const ACTION_LABELS = { publish: '发布', unpublish: '下线', delete: '删除' } as const;

/** Where an item is seen by visitors, for the "view" link. */
export function publicPath(c: ConsoleItem): string | null {
  if (c.kind === 'help') return `/helpList?id=${c.id}`;
  if (c.kind === 'news') return `/news?id=${c.id}`;
  if (c.kind === 'update') return `/updateList?id=${c.id}`;
  if (c.kind === 'case') return `/successfulcase?id=${c.id}`;
  if (c.kind === 'production') return `/production?id=${c.id}`;
  if (c.slug) return `/${c.slug}`;
  return null;
}
