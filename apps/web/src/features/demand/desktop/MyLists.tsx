/** Lists of the user area: my demands (buyer), my bids (modeller), my demand counts and order messages. */
import { BellOutlined, TeamOutlined } from '@ant-design/icons';
import type { DemandItem, MessageItem, DemandSummary } from '@moxing/shared';
import { Badge, Button, Card, Skeleton, Tabs, type TabsProps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { MyBidItem } from '../api';
import { useMarkMessagesRead, useMyBids, useMyDemands, useDemandCounts, useDemandMessages, useUnreadMessages } from '../hooks';
import { EmptyState, PageError } from '../../../components/states';
import { dateText, timeAgo } from '../format';
import { BidStatusTag, HeadedPage, ListPager, StatusTag } from './DemandUi';
import { bidView, statusView } from '../status';
import styles from './demand.module.css';

const PAGE_SIZE = 10;

/** A page of the user area: heading with its main action (a link), a tabbed list in a card, and the side cards. */
export function MyListPage({
  title,
  lead,
  action,
  tabs,
  list,
  side,
}: {
  title: string;
  lead: string;
  action: { to: string; icon: ReactNode; label: string };
  tabs: Pick<TabsProps, 'activeKey' | 'onChange' | 'items'>;
  list: ReactNode;
  side: ReactNode;
}) {
  return (
    <HeadedPage
      title={title}
      lead={lead}
      actions={
        <Link to={action.to}>
          <Button type="primary" icon={action.icon}>
            {action.label}
          </Button>
        </Link>
      }
    >
      <div className={styles.detailGrid}>
        <Card className={styles.card}>
          <Tabs {...tabs} />
          {list}
        </Card>
        <aside className={styles.side}>{side}</aside>
      </div>
    </HeadedPage>
  );
}

function Cover({ need }: { need: DemandSummary }) {
  return need.coverUrl ? (
    <img className={styles.rowCover} src={need.coverUrl} alt="" loading="lazy" />
  ) : (
    <div className={styles.rowCover}>{need.serviceType}</div>
  );
}

function needActions(need: DemandItem) {
  const manage = `/myrequireDetails?code=${need.code}`;
  const view = statusView(need.status);
  const buttons = [];
  if (need.actions.includes('choose')) {
    buttons.push(
      <Link key="choose" to={`/chooseServer?code=${need.code}`}>
        <Button type="primary" size="small" icon={<TeamOutlined />}>
          选择服务商
        </Button>
      </Link>,
    );
  }
  if (need.actions.includes('edit') && view.listEditLabel) {
    buttons.push(
      <Link key="edit" to={`/buildRequire?code=${need.code}`}>
        <Button type="primary" size="small">
          {view.listEditLabel}
        </Button>
      </Link>,
    );
  }
  buttons.push(
    <Link key="view" to={manage}>
      <Button size="small">{view.ownerLinkLabel}</Button>
    </Link>,
  );
  return buttons;
}

/** The page a user-area list shows (each list starts on the first) and how the pager turns it. */
function useListPage() {
  const [pageNum, setPageNum] = useState(1);
  return { paging: { pageNum, pageSize: PAGE_SIZE }, onPage: setPageNum };
}

/** A paged list's states: loading, error, empty (with a way onward), then the rows and the pager. */
function PagedRows<T>({
  list,
  page,
  empty,
  onward,
  row,
}: {
  list: UseQueryResult<{ list: T[]; total: number }>;
  page: ReturnType<typeof useListPage>;
  empty: string;
  onward: { to: string; label: string };
  row: (item: T) => ReactNode;
}) {
  if (list.isPending) return <Skeleton active />;
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) {
    return (
      <EmptyState description={empty}>
        <Link to={onward.to}>
          <Button type="primary">{onward.label}</Button>
        </Link>
      </EmptyState>
    );
  }
  return (
    <div>
      {list.data.list.map(row)}
      <ListPager current={page.paging.pageNum} pageSize={PAGE_SIZE} total={list.data.total} onChange={page.onPage} />
    </div>
  );
}

/** One row: cover, status tag and linked title, a line of facts, and the row's buttons. */
function DemandRow({
  need,
  tag,
  to,
  facts,
  actions,
}: {
  need: DemandSummary;
  tag: ReactNode;
  to: string;
  facts: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className={styles.rowItem} data-need-code={need.code}>
      <Cover need={need} />
      <div className={styles.grow}>
        <div className={styles.nameLine}>
          {tag}
          <Link to={to} className={styles.fileName} style={{ fontWeight: 600 }}>
            {need.title}
          </Link>
        </div>
        <div className={`${styles.muted} ${styles.small}`} style={{ marginTop: 6 }}>
          {facts}
        </div>
      </div>
      <div className={styles.rowActions}>{actions}</div>
    </div>
  );
}

export function MyDemandList({ status, empty }: { status: number | undefined; empty: string }) {
  const page = useListPage();
  const list = useMyDemands(status, page.paging);
  return (
    <PagedRows
      list={list}
      page={page}
      empty={empty}
      onward={{ to: '/buildRequire', label: '发布需求' }}
      row={(need) => (
        <DemandRow
          key={need.code}
          need={need}
          tag={<StatusTag status={need.status} text={need.statusText} />}
          to={`/myrequireDetails?code=${need.code}`}
          facts={
            <>
              {need.serviceType} · {need.trade} · 预算 <span style={{ color: '#cf1322' }}>{need.budgetText}</span> · 截止{' '}
              {dateText(need.deadline)} · <strong style={{ color: '#1d2129' }}>{need.bidCount}</strong> 人投标
            </>
          }
          actions={needActions(need)}
        />
      )}
    />
  );
}

function bidAction({ need, bid }: MyBidItem) {
  if (bidView(bid.status).chosen) {
    const view = statusView(need.status);
    return (
      <Link to={`/doingBid?code=${need.code}`}>
        <Button type={view.production ? 'primary' : 'default'} size="small">
          {view.modellerLinkLabel}
        </Button>
      </Link>
    );
  }
  return (
    <Link to={`/demandDetails?code=${need.code}`}>
      <Button size="small">{bid.actions.includes('withdrawBid') ? '查看 / 撤回' : '查看需求'}</Button>
    </Link>
  );
}

export function MyBidList({ filter, empty }: { filter: { bidStatus?: number; status?: number }; empty: string }) {
  const page = useListPage();
  const list = useMyBids(filter, page.paging);
  return (
    <PagedRows
      list={list}
      page={page}
      empty={empty}
      onward={{ to: '/need', label: '去需求大厅' }}
      row={(item) => (
        <DemandRow
          key={item.bid.code}
          need={item.need}
          tag={<BidStatusTag status={item.bid.status} text={item.bid.statusText} />}
          to={`/demandDetails?code=${item.need.code}`}
          facts={
            <>
              需求{item.need.statusText} · 我的报价 <span style={{ color: '#cf1322' }}>{item.bid.priceText}</span> · 工期{' '}
              {item.bid.days} 天 · 共 {item.need.bidCount} 人投标 · 投标于 {timeAgo(item.bid.createdAt)}
            </>
          }
          actions={bidAction(item)}
        />
      )}
    />
  );
}

/**
 * The user centre's demand numbers (need/getUserNeedCountData): as a buyer (published, bidding, in production,
 * completed) and as a modeller (bids, won, in production, completed). Each number opens its list.
 */
export function DemandCountsCard({ side }: { side?: 'buyer' | 'modeller' | 'both' }) {
  const counts = useDemandCounts();
  const show = side ?? 'both';
  return (
    <Card className={styles.card} title="建模交易">
      {counts.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : counts.isError ? (
        <PageError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <>
          {show !== 'modeller' ? (
            <div className={styles.counts} aria-label="我发布的需求">
              {[
                { label: '已发布', value: counts.data.published, to: '/mybuildForm' },
                { label: '待审核', value: counts.data.pendingReview + counts.data.rejected, to: '/mybuildForm?status=-2' },
                { label: '竞标中', value: counts.data.bidding, to: '/mybuildForm?status=0' },
                { label: '制作中', value: counts.data.inProduction, to: '/mybuildForm?status=1' },
                { label: '已完成', value: counts.data.completed, to: '/mybuildForm?status=2' },
              ].map((c) => (
                <Link key={c.label} to={c.to} className={styles.countItem}>
                  <strong>{c.value}</strong>
                  <span>{c.label}</span>
                </Link>
              ))}
            </div>
          ) : null}
          {show !== 'buyer' ? (
            <div className={styles.counts} aria-label="我的投标" style={{ marginTop: show === 'both' ? 12 : 0 }}>
              {[
                { label: '我的投标', value: counts.data.bids.total, to: '/myorderForm' },
                { label: '竞标中', value: counts.data.bids.active, to: '/myorderForm?tab=active' },
                { label: '已中标', value: counts.data.bids.won, to: '/myorderForm?tab=won' },
                { label: '制作中', value: counts.data.bids.inProduction, to: '/doingBid' },
                { label: '已完成', value: counts.data.bids.completed, to: '/overOrder' },
              ].map((c) => (
                <Link key={c.label} to={c.to} className={styles.countItem}>
                  <strong>{c.value}</strong>
                  <span>{c.label}</span>
                </Link>
              ))}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** Order messages (type 2): what happened to my demands and bids; opening one marks it read. */
export function DemandMessagesCard() {
  const messages = useDemandMessages(8);
  const unread = useUnreadMessages();
  const mark = useMarkMessagesRead();
  const navigate = useNavigate();
  const open = (m: MessageItem) => {
    if (!m.read) mark.mutate([m.id]);
    if (m.link) void navigate(m.link);
  };
  const count = unread.data?.orderCount ?? 0;
  return (
    <Card
      className={styles.card}
      title={
        <span>
          <BellOutlined /> 交易消息 <Badge count={count} size="small" offset={[4, -2]} aria-label={`${count} 条未读交易消息`} />
        </span>
      }
      extra={
        count > 0 ? (
          <Button type="link" size="small" onClick={() => mark.mutate('all')} loading={mark.isPending}>
            全部已读
          </Button>
        ) : null
      }
    >
      {messages.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : messages.isError ? (
        <PageError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.list.length === 0 ? (
        <EmptyState description="暂无交易消息" />
      ) : (
        messages.data.list.map((m) => (
          <div
            key={m.id}
            className={styles.messageItem}
            role="button"
            tabIndex={0}
            onClick={() => open(m)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') open(m);
            }}
          >
            <span className={m.read ? styles.readDot : styles.unreadDot} aria-label={m.read ? undefined : '未读'} />
            <div className={styles.grow}>
              <div style={{ fontWeight: m.read ? 400 : 600 }}>{m.title}</div>
              <div className={`${styles.muted} ${styles.small}`}>{m.content}</div>
              <div className={`${styles.muted} ${styles.small}`}>{timeAgo(m.createdAt)}</div>
            </div>
          </div>
        ))
      )}
    </Card>
  );
}
