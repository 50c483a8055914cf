/**
 * The dashboards' state, shared by the desktop and phone views: the range, the brand (one of the company's, or all
 * models), the chosen model and the ranking.
 */
import { useMemo, useState } from 'react';
import { useCompany } from '../business';
import { statisticsApi, useDaily, useOverview, useRanking, type Range, type RankSort } from './api';
import { lastDays } from './logic';

export const RANK_PAGE_SIZE = 10;

export function useStatistics() {
  const [preset, setPreset] = useState<number | null>(30);
  const [custom, setCustom] = useState<Range | null>(null);
  const range = useMemo(() => custom ?? lastDays(preset ?? 30), [custom, preset]);
  const [model, setModel] = useState<{ modelCode: string; title: string } | null>(null);
  const [sort, setSort] = useState<RankSort>('views');
  const [pageNum, setPageNum] = useState(1);
  const [brandId, setBrandId] = useState<number | undefined>(undefined);
  const brands = useCompany().data?.brands ?? [];
  const brand = brands.find((b) => b.id === brandId) ?? null;
  const scope = useMemo(() => (brand ? { ...range, brandId: brand.id } : range), [range, brand]);
  const overview = useOverview(scope);
  const daily = useDaily(scope, model?.modelCode);
  const ranking = useRanking({ ...scope, sort, pageNum, pageSize: RANK_PAGE_SIZE });
  return {
    range,
    brands,
    brand,
    chooseBrand: (id: number | undefined) => {
      setBrandId(id);
      setModel(null);
      setPageNum(1);
    },
    preset: custom ? null : preset,
    choosePreset: (days: number) => {
      setCustom(null);
      setPreset(days);
      setPageNum(1);
    },
    chooseRange: (r: Range) => {
      setCustom(r);
      setPageNum(1);
    },
    model,
    setModel,
    sort,
    setSort: (s: RankSort) => {
      setSort(s);
      setPageNum(1);
    },
    pageNum,
    setPageNum,
    overview,
    daily,
    ranking,
    exportUrl: (kind: 'daily' | 'models') => statisticsApi.exportUrl(scope, kind),
  };
}

export type StatisticsState = ReturnType<typeof useStatistics>;
