import type { ImageModel } from '@moxing/shared';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { formatDate } from './detailLogic';
import { useImageModel } from './hooks';

/** /imgdetail?code= */
export function useImageCode(): string | undefined {
  const location = useLocation();
  const p = new URLSearchParams(location.search);
  return (p.get('code') ?? p.get('modelCode') ?? '').trim() || undefined;
}

/** The image model of the page's address and its photos in turntable order, desktop and phone. */
export function useImageModelPage() {
  const code = useImageCode();
  const query = useImageModel(code);
  const model = query.data;
  const photos = useMemo(() => model?.photos.map((p) => p.url) ?? [], [model]);
  return { code, query, model, photos };
}

/** The facts both views list (the desktop adds author, photos and views, which the phone shows in its counts). */
export function imageModelFacts(model: ImageModel) {
  return {
    kind: { label: '分类 / 行业', value: `${model.type} / ${model.trade}` },
    published: { label: '发布时间', value: formatDate(model.createdAt) },
  };
}
