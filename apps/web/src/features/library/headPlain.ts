/** Page title and meta from a model (no UI library needed). */
import type { ModelDetail } from '@moxing/shared';
import { useEffect } from 'react';
import { applyHead } from '../../lib/head';

export function useDetailHeadPlain(detail: ModelDetail | undefined): void {
  useEffect(() => {
    if (!detail) return;
    applyHead({
      title: detail.title,
      description: (detail.description || `${detail.title}：${detail.type}3D模型，在线3D预览`).slice(0, 150),
      keywords: [detail.title, detail.type, detail.trade, ...detail.tags, '3D模型'].join(','),
    });
  }, [detail]);
}
