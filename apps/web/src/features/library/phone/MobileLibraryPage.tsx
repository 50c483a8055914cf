/** The phone library for /good, /freeModel and /search: search with suggestions, sort chips, filter sheet, endless list. */
import { Button, DotLoading, ErrorBlock, InfiniteScroll, SearchBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useClassification, useInfiniteModelList, useSuggest } from '../hooks';
import { ModelCard, ModelCardSkeleton, ModelGrid, modelPath } from '../../../components/ModelCard';
import { useBootPreviewDone } from '../../../lib/bootPreview';
import { errorText } from '../../../lib/errorText';
import { totalText } from '../../../lib/number';
import {
  LIBRARY_PAGE_SIZE,
  infiniteParams,
  libraryMode,
  readFilters,
  writeFilters,
  type LibraryFilters,
  type LibraryMode,
  type SortValue,
  POPULAR_SEARCHES,
  emptyOffer,
  searchPath,
} from '../libraryParams';
import { useDebounced } from '../useDebounced';
import { useOpenedOnce } from '../../../components/phone/useOpenedOnce';
import { Sheet, SheetLoading } from './Sheet';
import styles from './mmodel.module.css';

const PAGE_SIZE = LIBRARY_PAGE_SIZE.phone;

function FilterSheet({
  open,
  onClose,
  filters,
  mode,
  apply,
}: {
  open: boolean;
  onClose: () => void;
  filters: LibraryFilters;
  mode: LibraryMode;
  apply: (change: Partial<LibraryFilters>) => void;
}) {
  const classification = useClassification();
  const [draft, setDraft] = useState(filters);
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) setDraft(filters);
  }
  const data = classification.data;
  const types = (data?.types ?? []).flatMap((g) => g.types).filter((t) => t.count > 0);
  const trades = (data?.trades ?? []).filter((t) => t.count > 0);
  const formats = (data?.formats ?? []).filter((f) => f.count > 0);
  const one = (v: string[]) => v[0] ?? '';
  return (
    <Sheet open={open} onClose={onClose}>
      <div className={styles.filterPopup}>
        <div className={styles.popupHead}>筛选</div>
        {classification.isPending ? (
          <SheetLoading />
        ) : classification.isError ? (
          <ErrorBlock status="default" title="筛选项加载失败" description={errorText(classification.error)} />
        ) : (
          <>
            <h3>分类</h3>
            <Selector
              columns={3}
              options={types.map((t) => ({ value: t.name, label: t.name }))}
              value={draft.type ? [draft.type] : []}
              onChange={(v) => setDraft({ ...draft, type: one(v) })}
            />
            <h3>行业</h3>
            <Selector
              columns={3}
              options={trades.map((t) => ({ value: t.name, label: t.name }))}
              value={draft.trade ? [draft.trade] : []}
              onChange={(v) => setDraft({ ...draft, trade: one(v) })}
            />
            {mode !== 'free' ? (
              <>
                <h3>价格</h3>
                <Selector
                  columns={3}
                  options={[
                    { value: 'free', label: '免费' },
                    { value: 'paid', label: '付费' },
                  ]}
                  value={draft.price === 'all' ? [] : [draft.price]}
                  onChange={(v) => setDraft({ ...draft, price: (one(v) || 'all') as LibraryFilters['price'] })}
                />
              </>
            ) : null}
            <h3>格式</h3>
            <Selector
              columns={4}
              options={formats.map((f) => ({ value: f.value, label: f.label }))}
              value={draft.format ? [draft.format] : []}
              onChange={(v) => setDraft({ ...draft, format: one(v) })}
            />
          </>
        )}
        <div className={styles.filterFooter}>
          <Button
            onClick={() => setDraft({ ...draft, type: '', trade: '', format: '', price: mode === 'free' ? 'free' : 'all' })}
          >
            重置
          </Button>
          <Button
            color="primary"
            onClick={() => {
              apply({ type: draft.type, trade: draft.trade, price: draft.price, format: draft.format });
              onClose();
            }}
          >
            确定
          </Button>
        </div>
      </div>
    </Sheet>
  );
}

export default function MobileLibraryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const mode = libraryMode(location.pathname);
  const filters = readFilters(location.search, mode);
  const [text, setText] = useState(filters.keyword);
  const [focused, setFocused] = useState(false);
  const [sheet, setSheet] = useState(false);
  const filterSheet = useOpenedOnce(sheet);
  const suggest = useSuggest(useDebounced(focused ? text : ''));
  const set = (change: Partial<LibraryFilters>, pathname = location.pathname) =>
    void navigate({ pathname, search: writeFilters(filters, change, mode) }, { replace: pathname === location.pathname });
  const list = useInfiniteModelList(infiniteParams(filters, PAGE_SIZE));
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const first = list.data?.pages[0];
  useBootPreviewDone(!list.isPending);
  const sorts: { value: SortValue; label: string }[] = [
    ...(filters.keyword ? [{ value: 'relevance' as const, label: '最相关' }] : []),
    { value: 'newest', label: '最新' },
    { value: 'views', label: '最多浏览' },
    { value: 'collects', label: '最多收藏' },
  ];
  const activeFilters = [
    filters.type,
    filters.trade,
    filters.format,
    mode !== 'free' && filters.price !== 'all' ? filters.price : '',
  ].filter(Boolean).length;
  const search = (keyword: string) => {
    setFocused(false);
    set({ keyword: keyword.trim(), sort: '' }, mode === 'all' && keyword.trim() ? '/search' : location.pathname);
  };

  return (
    <div className={styles.page}>
      <div className={styles.searchWrap}>
        <div className={styles.searchRow}>
          <SearchBar
            value={text}
            placeholder="搜索模型，如：沙发、吊灯"
            maxLength={100}
            onChange={setText}
            onSearch={search}
            onClear={() => search('')}
            onFocus={() => setFocused(true)}
            onBlur={() => setTimeout(() => setFocused(false), 150)}
            style={{ '--height': '36px' }}
          />
          <button
            type="button"
            className={activeFilters ? `${styles.filterButton} ${styles.filterButtonOn}` : styles.filterButton}
            onClick={() => setSheet(true)}
          >
            筛选{activeFilters ? `(${activeFilters})` : ''}
          </button>
        </div>
        {focused && text.trim() && suggest.data?.length ? (
          <ul className={styles.suggest} role="listbox" aria-label="搜索建议">
            {suggest.data.map((s) => (
              <li key={s.modelCode}>
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => void navigate(modelPath(s.modelCode))}
                >
                  {s.title}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.sortBar} role="tablist" aria-label="排序">
        {sorts.map((s) => {
          const on = (filters.sort || (filters.keyword ? 'relevance' : 'newest')) === s.value;
          return (
            <button
              key={s.value}
              type="button"
              role="tab"
              aria-selected={on}
              className={on ? `${styles.sortChip} ${styles.sortChipOn}` : styles.sortChip}
              onClick={() => set({ sort: s.value })}
            >
              {s.label}
            </button>
          );
        })}
      </div>
      <div className={styles.summary} role="status">
        {list.isPending
          ? '正在加载…'
          : filters.keyword
            ? `“${filters.keyword}”共 ${totalText(first)} 个结果`
            : `共 ${totalText(first)} 个模型`}
      </div>
      <div className={styles.grid}>
        {list.isPending ? (
          <ModelGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <ModelCardSkeleton key={i} />
            ))}
          </ModelGrid>
        ) : list.isError && items.length === 0 ? (
          <ErrorBlock status="default" title="加载失败" description={errorText(list.error)}>
            <Button color="primary" size="small" onClick={() => void list.refetch()}>
              重试
            </Button>
          </ErrorBlock>
        ) : items.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={filters.keyword ? '没有找到相关模型' : '没有符合条件的模型'}
            description="换个关键词或筛选条件试试"
          >
            {emptyOffer(filters, mode) === 'clearFilters' ? (
              <Button size="small" onClick={() => set({ type: '', trade: '', format: '', price: 'all' })}>
                清除筛选条件
              </Button>
            ) : emptyOffer(filters, mode) === 'otherSearches' ? (
              <div className={styles.emptyOffer}>
                <div>
                  大家在搜：
                  {POPULAR_SEARCHES.map((k) => (
                    <Link key={k} to={searchPath(k)} replace>
                      {k}
                    </Link>
                  ))}
                </div>
                <Link to="/buildRequire">找不到？发布建模需求</Link>
              </div>
            ) : null}
          </ErrorBlock>
        ) : (
          <>
            <ModelGrid>
              {items.map((m, i) => (
                <ModelCard key={m.modelCode} model={m} eager={i < 2} compact />
              ))}
            </ModelGrid>
            <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore={Boolean(list.hasNextPage)}>
              {/* Animated dots only while a page loads: their SVG animation repaints on the main thread. */}
              {list.isFetchingNextPage ? (
                <span>
                  加载中 <DotLoading />
                </span>
              ) : list.hasNextPage ? (
                <span>上滑加载更多</span>
              ) : (
                <span>没有更多了</span>
              )}
            </InfiniteScroll>
          </>
        )}
      </div>
      {filterSheet.mounted ? (
        <FilterSheet
          open={filterSheet.visible}
          onClose={() => setSheet(false)}
          filters={filters}
          mode={mode}
          apply={(c) => set(c)}
        />
      ) : null}
    </div>
  );
}
