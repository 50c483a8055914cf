/**
 * What the lists of /mymodel/good share: moving models to the recycle bin, one or several at once, and the list itself,
 * a table on the desktop and a column of cards with touch-sized actions on a phone.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Pagination, Popconfirm, Space, Spin, Table, type ButtonProps, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRemoveModels } from '../hooks';
import { useFormFactor } from '../../../lib/formFactor';
import styles from './mymodel.module.css';

const PAGE_SIZE = 20;

export const visibilityText = (visibility: string) => (visibility === 'public' ? '公开' : '仅自己可见');

/** Deletes by code (3D and image models alike go to the recycle bin), then says so. */
export function useMoveToBin(onDone: () => void) {
  const { message } = App.useApp();
  const remove = useRemoveModels();
  const del = (codes: string[]) =>
    remove.mutate(codes, {
      onSuccess: (r) => {
        onDone();
        void message.success(`已将 ${r.changed} 个模型移入回收站，30 天内可恢复`);
      },
    });
  return { del, pending: remove.isPending };
}

/** One model's action: a small link in the desktop table, a touch-sized button on a phone card. */
export function RowAction(props: ButtonProps) {
  const phone = useFormFactor() === 'phone';
  return phone ? <Button {...props} className={styles.touchAction} /> : <Button type="link" size="small" {...props} />;
}

export function DeleteAction({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Popconfirm title="移入回收站？" description="30 天内可在回收站恢复" okText="删除" cancelText="取消" onConfirm={onConfirm}>
      <RowAction danger>删除</RowAction>
    </Popconfirm>
  );
}

export function BatchDelete({ count, pending, onConfirm }: { count: number; pending: boolean; onConfirm: () => void }) {
  const phone = useFormFactor() === 'phone';
  if (count === 0) return null;
  const button = (
    <Popconfirm title={`将 ${count} 个模型移入回收站？`} okText="删除" cancelText="取消" onConfirm={onConfirm}>
      <Button danger icon={<DeleteOutlined />} loading={pending}>
        批量删除
      </Button>
    </Popconfirm>
  );
  // On a phone it sits in the bottom bar of ShelfList, which says how many are chosen.
  if (phone) return button;
  return (
    <Space style={{ marginBottom: 12 }}>
      <span>已选 {count} 个</span>
      {button}
    </Space>
  );
}

/** What a phone card shows of one item. */
export interface ShelfCardView {
  title: string;
  thumb: string | null | undefined;
  /** Where the picture and the title lead, if anywhere. */
  href?: string;
  /** Kind, status, visibility, price: short labels under the title. */
  tags?: ReactNode;
  /** A line that needs reading, such as why processing failed. */
  note?: ReactNode;
  stats?: { label: string; value: ReactNode }[];
  /** Dates, one short phrase each. */
  dates: string[];
  actions: ReactNode;
}

interface ShelfListProps<T> {
  /** The page of items; it shows as loading until it is there and while the next page loads. */
  query: UseQueryResult<{ list: T[]; total: number }>;
  rowKey: keyof T & string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** The desktop table. */
  columns: TableColumnsType<T>;
  scrollX?: number;
  /** The phone card. */
  card: (item: T) => ShelfCardView;
  /** Choosing several to delete at once. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void; pending: boolean; onDelete: () => void };
}

/** The items of one tab: a table on the desktop; on a phone, cards whose actions need no sideways scrolling. */
export function ShelfList<T extends object>(props: ShelfListProps<T>) {
  const phone = useFormFactor() === 'phone';
  const { query, rowKey, empty, page, onPage, selection } = props;
  const items = query.data?.list ?? [];
  const loading = query.isPending || query.isPlaceholderData;
  const total = query.data?.total ?? 0;
  const batch = selection ? (
    <BatchDelete count={selection.keys.length} pending={selection.pending} onConfirm={selection.onDelete} />
  ) : null;
  if (!phone) {
    return (
      <>
        {batch}
        <Table<T>
          rowKey={rowKey}
          columns={props.columns}
          dataSource={items}
          loading={loading}
          rowSelection={
            selection ? { selectedRowKeys: selection.keys, onChange: (keys) => selection.onChange(keys as string[]) } : undefined
          }
          scroll={props.scrollX ? { x: props.scrollX } : undefined}
          locale={{ emptyText: empty }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total,
            onChange: onPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      </>
    );
  }

  const keyOf = (item: T) => String(item[rowKey]);
  const pageKeys = items.map(keyOf);
  const chosen = new Set(selection?.keys ?? []);
  const allChosen = pageKeys.length > 0 && pageKeys.every((k) => chosen.has(k));
  const toggle = (key: string, on: boolean) =>
    selection?.onChange(on ? [...selection.keys, key] : selection.keys.filter((k) => k !== key));
  const barOpen = Boolean(selection && selection.keys.length > 0);

  let body: ReactNode;
  if (items.length === 0) body = loading ? <div className={styles.shelfLoading} /> : empty;
  else {
    body = (
      <div className={styles.shelfCards}>
        {items.map((item) => {
          const key = keyOf(item);
          return (
            <ShelfCard
              key={key}
              code={key}
              view={props.card(item)}
              checked={selection ? chosen.has(key) : undefined}
              onCheck={(on) => toggle(key, on)}
            />
          );
        })}
      </div>
    );
  }

  return (
    <div className={barOpen ? styles.shelfWithBar : undefined}>
      <Spin spinning={loading}>{body}</Spin>
      <Pagination
        className={styles.shelfPager}
        simple
        current={page}
        pageSize={PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(p) => {
          onPage(p);
          window.scrollTo({ top: 0 });
        }}
      />
      {selection && barOpen ? (
        <div className={styles.shelfBatchBar} role="toolbar" aria-label="批量操作">
          <Checkbox
            className={styles.shelfBatchAll}
            checked={allChosen}
            indeterminate={!allChosen && pageKeys.some((k) => chosen.has(k))}
            onChange={(e) => selection.onChange(e.target.checked ? pageKeys : [])}
          >
            全选
          </Checkbox>
          <span className={styles.shelfBatchCount}>已选 {selection.keys.length} 个</span>
          <Button onClick={() => selection.onChange([])}>取消</Button>
          {batch}
        </div>
      ) : null}
    </div>
  );
}

function ShelfCard({
  code,
  view,
  checked,
  onCheck,
}: {
  code: string;
  view: ShelfCardView;
  checked: boolean | undefined;
  onCheck: (on: boolean) => void;
}) {
  const picture = view.thumb ? (
    <img className={styles.shelfThumb} src={view.thumb} alt="" loading="lazy" />
  ) : (
    <div className={styles.shelfThumb} />
  );
  const title = <span className={styles.shelfTitle}>{view.title}</span>;
  return (
    <article className={styles.shelfCard} data-model-code={code} aria-label={view.title}>
      <div className={styles.shelfHead}>
        {checked === undefined ? null : (
          <Checkbox
            className={styles.shelfCheck}
            checked={checked}
            onChange={(e) => onCheck(e.target.checked)}
            aria-label={`选择“${view.title}”`}
          />
        )}
        {view.href ? (
          <Link to={view.href} className={styles.shelfThumbLink} tabIndex={-1} aria-hidden>
            {picture}
          </Link>
        ) : (
          picture
        )}
        <div className={styles.shelfInfo}>
          {view.href ? (
            <Link to={view.href} className={styles.shelfTitleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
          {view.tags ? <div className={styles.shelfTags}>{view.tags}</div> : null}
          <div className={styles.shelfDates}>
            {view.dates.map((d) => (
              <span key={d}>{d}</span>
            ))}
          </div>
        </div>
      </div>
      {view.note ? <div className={styles.shelfNote}>{view.note}</div> : null}
      {view.stats?.length ? (
        <dl className={styles.shelfStats}>
          {view.stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.shelfActions}>{view.actions}</div>
    </article>
  );
}
