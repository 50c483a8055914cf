/**
 * The phone building block of every operator page (/admin/*): the operator-only gate, a filter bar (tabs, search),
 * a paged list of record cards whose actions show as buttons (or an action sheet when there are many), and (from
 * OperatorDialogs.tsx, exported here too) a sheet for a record's detail or editor and the dialogs that confirm a
 * decision or ask its reason. Pages bring the desktop page's data hooks and say what a card shows; the rules stay
 * on the server (buttons come from `actions`).
 */
import { UserType } from '@moxing/shared';
import { ActionSheet, Button, CapsuleTabs, ErrorBlock, Image, ImageViewer, SearchBar } from 'antd-mobile';
import { Fragment, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { session, useSession } from '../../stores/session';
import { PhoneEmpty, PhoneError, PhoneLoading } from './states';
import styles from './operatorQueue.module.css';

/** An ISO time as the operators read it (as the desktop queues show it). */
export const timeText = (iso: string | null | undefined): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

const TAG_COLORS: Record<string, 'primary' | 'success' | 'warning' | 'danger' | 'default'> = {
  green: 'success',
  success: 'success',
  blue: 'primary',
  processing: 'primary',
  orange: 'warning',
  gold: 'warning',
  warning: 'warning',
  red: 'danger',
  volcano: 'danger',
  error: 'danger',
};
/** antd's tag colour names (the desktop lookups) as antd-mobile's. */
export const phoneTagColor = (antdColor: string | undefined) => TAG_COLORS[antdColor ?? ''] ?? 'default';

/** The page, for operators only: a login button when logged out, "no access" for everyone else. */
export function OperatorPhonePage({
  what,
  links = [],
  children,
}: {
  what: string;
  links?: { to: string; text: string }[];
  children: ReactNode;
}) {
  const token = useSession((s) => s.token);
  const type = useSession((s) => s.user?.type);
  const location = useLocation();
  let body: ReactNode;
  if (!token) {
    body = (
      <ErrorBlock status="default" title="请先登录" description={`${what}仅限运营人员，请用运营账号登录。`}>
        <Button color="primary" onClick={() => session.openLogin('password', location.pathname + location.search)}>
          登录
        </Button>
      </ErrorBlock>
    );
  } else if (type !== UserType.operator) {
    body = (
      <ErrorBlock status="default" title="没有访问权限" description={`${what}仅限运营人员使用。`}>
        <Link to="/">
          <Button color="primary">返回首页</Button>
        </Link>
      </ErrorBlock>
    );
  } else {
    body = (
      <>
        {links.length > 0 ? (
          <nav className={styles.links} aria-label="运营后台">
            {links.map((l) => (
              <Link key={l.to} to={l.to}>
                {l.text}
              </Link>
            ))}
          </nav>
        ) : null}
        {children}
      </>
    );
  }
  return <div className={styles.page}>{body}</div>;
}

/** One row of tabs of the filter bar (a status, a kind, a section). */
export function QueueTabs<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      <CapsuleTabs activeKey={value} onChange={(key) => onChange(key as V)}>
        {options.map((o) => (
          <CapsuleTabs.Tab key={o.value} title={o.label} />
        ))}
      </CapsuleTabs>
    </div>
  );
}

/** The search box of the filter bar: searches on enter, clears back to everything. */
export function QueueSearch({
  placeholder,
  value,
  onSearch,
}: {
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  return (
    <div className={styles.search}>
      <SearchBar
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        onSearch={(v) => onSearch(v.trim())}
        onClear={() => onSearch('')}
      />
    </div>
  );
}

/** The part of a react-query answer a queue reads: a page of records (`total` absent: the whole list). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { list: readonly T[]; total?: number } | undefined;
  refetch: () => unknown;
}

/** The records with loading, error and empty states, and the pager when there is more than one page. */
export function QueueList<T>({
  query,
  empty,
  keyOf,
  render,
  pageNum,
  pageSize = 20,
  onPage,
}: {
  query: ListQuery<T>;
  empty: string;
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
  pageNum?: number;
  pageSize?: number;
  onPage?: (pageNum: number) => void;
}) {
  if (query.isError) return <PhoneError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <PhoneLoading />;
  const { list } = query.data;
  if (list.length === 0) return <PhoneEmpty title={empty} />;
  const total = query.data.total ?? list.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p className={styles.count}>共 {total} 条</p>
      {list.map((item) => (
        <Fragment key={keyOf(item)}>{render(item)}</Fragment>
      ))}
      {pageNum !== undefined && onPage && pages > 1 ? (
        <div className={styles.pager}>
          <Button size="small" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
            上一页
          </Button>
          <span>
            第 {pageNum} / {pages} 页
          </span>
          <Button size="small" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
            下一页
          </Button>
        </div>
      ) : null}
    </>
  );
}

export interface CardAction {
  key: string;
  text: string;
  color?: 'primary' | 'success' | 'warning' | 'danger';
  onClick: () => void;
}

/** A record's buttons; past three, the first two stay and the rest go into an action sheet. */
export function ActionBar({ actions, label }: { actions: CardAction[]; label: string }) {
  const [sheet, setSheet] = useState(false);
  if (actions.length === 0) return null;
  const crowded = actions.length > 3;
  const inline = crowded ? actions.slice(0, 2) : actions;
  return (
    <div className={styles.actions}>
      {inline.map((a) => (
        <Button key={a.key} size="small" color={a.color ?? 'default'} onClick={a.onClick}>
          {a.text}
        </Button>
      ))}
      {crowded ? (
        <>
          <Button size="small" onClick={() => setSheet(true)}>
            更多
          </Button>
          <ActionSheet
            visible={sheet}
            extra={label}
            cancelText="取消"
            onClose={() => setSheet(false)}
            actions={actions.slice(2).map((a) => ({
              key: a.key,
              text: a.text,
              danger: a.color === 'danger',
              onClick: () => {
                setSheet(false);
                a.onClick();
              },
            }))}
          />
        </>
      ) : null}
    </div>
  );
}

/** Rows of label and value; empty values are left out. */
export function Lines({ lines }: { lines: readonly (readonly [string, ReactNode])[] }) {
  return (
    <>
      {lines
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, value], i) => (
          <div key={`${label}-${i}`} className={styles.line}>
            <span className={styles.label}>{label}</span>
            <span className={styles.value}>{value}</span>
          </div>
        ))}
    </>
  );
}

/** One record: title (a button when it opens a detail), a tag, its facts, anything else, and its actions. */
export function QueueCard({
  label,
  title,
  tag,
  lines = [],
  actions = [],
  onOpen,
  children,
}: {
  /** The card's accessible name (its title as text). */
  label: string;
  title?: ReactNode;
  tag?: ReactNode;
  lines?: readonly (readonly [string, ReactNode])[];
  actions?: CardAction[];
  onOpen?: () => void;
  children?: ReactNode;
}) {
  const heading = title ?? label;
  return (
    <article className={styles.card} aria-label={label}>
      <header className={styles.head}>
        {onOpen ? (
          <button type="button" className={`${styles.title} ${styles.titleButton}`} onClick={onOpen}>
            {heading}
          </button>
        ) : (
          <strong className={styles.title}>{heading}</strong>
        )}
        {tag}
      </header>
      <Lines lines={lines} />
      {children}
      <ActionBar actions={actions} label={label} />
    </article>
  );
}

/** Pictures of a record (ID photos, a bank card, feedback screenshots), opened full screen on a tap. */
export function Photos({ photos }: { photos: readonly { url: string; label: string }[] }) {
  if (photos.length === 0) return null;
  return (
    <div className={styles.photos}>
      {photos.map((p, i) => (
        <button
          key={p.url}
          type="button"
          className={styles.photo}
          aria-label={`查看大图：${p.label}`}
          onClick={() => ImageViewer.Multi.show({ images: photos.map((x) => x.url), defaultIndex: i })}
        >
          <Image src={p.url} alt={p.label} width={72} height={72} fit="cover" />
        </button>
      ))}
    </div>
  );
}

export { DetailSheet, FormSheet, confirmThen, usePrompt, type Prompt } from './OperatorDialogs';
