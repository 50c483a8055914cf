/** The desktop model library: /good, /freeModel and /search share it. */
import { Button, Pagination, Segmented, Space, Tag } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useClassification, useModelList, useSearchFacets } from '../hooks';
import { ModelCard, ModelCardSkeleton, ModelGrid } from '../../../components/ModelCard';
import { EmptyState, PageError } from '../../../components/states';
import { totalText } from '../../../lib/number';
import {
  LIBRARY_PAGE_SIZE,
  POPULAR_SEARCHES,
  emptyOffer,
  filterOptions,
  readFilters,
  searchPath,
  toListParams,
  writeFilters,
  type LibraryFilters,
  type LibraryMode,
  type SortValue,
} from '../libraryParams';
import { SearchBox } from './SearchBox';
import styles from './model.module.css';

const PAGE_SIZE = LIBRARY_PAGE_SIZE.desktop;

const HEADINGS: Record<LibraryMode, { title: string; lead: string }> = {
  all: { title: '模型库', lead: '按分类、行业、价格与格式筛选，点开即可在线 3D 预览' },
  free: { title: '免费模型', lead: '免费下载原始文件，或转换为 GLB、OBJ、STL 等格式' },
  search: { title: '搜索模型', lead: '按名称、描述、标签、分类与行业搜索' },
};

function FilterRow({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string; count?: number }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.filterRow}>
      <span className={styles.filterLabel}>{label}</span>
      <div className={styles.filterOptions}>
        <Tag.CheckableTag checked={value === ''} onChange={() => onChange('')}>
          全部
        </Tag.CheckableTag>
        {options.map((o) => (
          <Tag.CheckableTag key={o.value} checked={value === o.value} onChange={(on) => onChange(on ? o.value : '')}>
            {o.label}
            {o.count !== undefined ? <span className={styles.filterCount}>{o.count}</span> : null}
          </Tag.CheckableTag>
        ))}
      </div>
    </div>
  );
}

function Filters({
  filters,
  mode,
  set,
}: {
  filters: LibraryFilters;
  mode: LibraryMode;
  set: (c: Partial<LibraryFilters>) => void;
}) {
  const classification = useClassification();
  // Beside a search, the counts are of its results.
  const facets = useSearchFacets(filters.keyword);
  if (classification.isError) {
    return (
      <div className={styles.filters}>
        <span className={styles.muted}>筛选项加载失败，</span>
        <Button type="link" onClick={() => void classification.refetch()} style={{ padding: 0 }}>
          重试
        </Button>
      </div>
    );
  }
  const { types, trades, formats } = filterOptions(filters, classification.data, facets.data);
  return (
    <div className={styles.filters} aria-busy={classification.isPending || (Boolean(filters.keyword) && facets.isPending)}>
      <FilterRow label="分类" value={filters.type} options={types} onChange={(type) => set({ type })} />
      <FilterRow label="行业" value={filters.trade} options={trades} onChange={(trade) => set({ trade })} />
      {mode !== 'free' ? (
        <FilterRow
          label="价格"
          value={filters.price === 'all' ? '' : filters.price}
          options={[
            { value: 'free', label: '免费' },
            { value: 'paid', label: '付费' },
          ]}
          onChange={(price) => set({ price: (price || 'all') as LibraryFilters['price'] })}
        />
      ) : null}
      <FilterRow label="格式" value={filters.format} options={formats} onChange={(format) => set({ format })} />
    </div>
  );
}

export function Library({ mode }: { mode: LibraryMode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(location.search, mode);
  const set = (change: Partial<LibraryFilters>) => {
    void navigate({ pathname: location.pathname, search: writeFilters(filters, change, mode) });
    if ('page' in change) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const params = toListParams(filters, PAGE_SIZE);
  const list = useModelList(params);
  const heading = HEADINGS[mode];
  const sortOptions: { value: SortValue; label: string }[] = [
    ...(filters.keyword ? [{ value: 'relevance' as const, label: '最相关' }] : []),
    { value: 'newest', label: '最新发布' },
    { value: 'views', label: '最多浏览' },
    { value: 'collects', label: '最多收藏' },
  ];
  const total = list.data?.total ?? 0;
  const offer = emptyOffer(filters, mode);

  return (
    <div className={styles.page}>
      <header className={styles.libraryHead}>
        <div>
          <h1 className={styles.pageTitle}>
            {filters.keyword && mode === 'search' ? `“${filters.keyword}”的搜索结果` : heading.title}
          </h1>
          <p className={styles.lead}>{heading.lead}</p>
        </div>
        <SearchBox initial={filters.keyword} onSearch={mode === 'all' ? undefined : (keyword) => set({ keyword, sort: '' })} />
      </header>

      <Filters filters={filters} mode={mode} set={set} />

      <h2 className="sr-only">模型列表</h2>
      <div className={styles.toolbar}>
        <Segmented<SortValue> value={params.sort} options={sortOptions} onChange={(sort) => set({ sort })} aria-label="排序" />
        <span className={styles.muted} role="status">
          {list.isPending ? '正在加载…' : `共 ${totalText(list.data)} 个模型`}
        </span>
      </div>

      {list.isError && !list.data ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ModelGrid>
          {Array.from({ length: 12 }, (_, i) => (
            <ModelCardSkeleton key={i} />
          ))}
        </ModelGrid>
      ) : list.data && list.data.list.length === 0 ? (
        <div className={styles.emptyBox}>
          <EmptyState
            description={filters.keyword ? `没有找到与“${filters.keyword}”相关的模型，换个词试试` : '没有符合条件的模型'}
          >
            {offer === 'clearFilters' ? (
              <Button type="primary" onClick={() => set({ type: '', trade: '', format: '', price: 'all' })}>
                清除筛选条件
              </Button>
            ) : offer === 'otherSearches' ? (
              <div className={styles.emptyOffer}>
                <div>
                  <span className={styles.muted}>大家在搜：</span>
                  <Space wrap size={[4, 8]}>
                    {POPULAR_SEARCHES.map((k) => (
                      <Link key={k} to={searchPath(k)}>
                        <Tag>{k}</Tag>
                      </Link>
                    ))}
                  </Space>
                </div>
                <div>
                  <span className={styles.muted}>找不到想要的模型？</span>
                  <Link to="/buildRequire">发布建模需求，让建模师为你定制</Link>
                </div>
              </div>
            ) : null}
          </EmptyState>
        </div>
      ) : (
        <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <ModelGrid>
            {list.data?.list.map((m, i) => (
              <ModelCard key={m.modelCode} model={m} eager={i < 4} />
            ))}
          </ModelGrid>
          {total > PAGE_SIZE ? (
            <div className={styles.pager}>
              <Pagination
                current={filters.page}
                pageSize={PAGE_SIZE}
                total={Math.min(total, PAGE_SIZE * 2000)}
                showSizeChanger={false}
                showQuickJumper={total > PAGE_SIZE * 10}
                onChange={(page) => set({ page })}
              />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
