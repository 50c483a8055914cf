/**
 * /admin/needReview: the operators' review queue of demands (need/admin/reviewList). Pending demands, oldest
 * first; approve (-> 0 bidding) or reject with a reason the buyer sees (-> -1). Operators (user type 5) only.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { DEMAND_STATES, DEMAND_STATUS_LABELS } from '@moxing/shared';
import { Alert, App, Badge, Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDemandDetail, useReviewList, useReviewDemand } from '../hooks';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { reviewParams, reviewQueueView, reviewStatus } from '../review';
import { ReasonDialog } from './DemandActions';
import { DemandOverview } from './DemandOverview';
import { TimelineCard, StatusTag, PageHead } from './DemandUi';
import { OperatorPage, QueueStates, QueueTabs } from './OperatorQueue';
import { dateTimeText, timeAgo } from '../format';
import styles from './demand.module.css';

const PAGE_SIZE = 20;

function ReviewPanel({ code, onDone }: { code: string; onDone: () => void }) {
  const detail = useDemandDetail(code);
  const review = useReviewDemand();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const need = detail.data;
  const canApprove = need.actions.includes('approve');
  const canReject = need.actions.includes('reject');
  return (
    <div>
      {canApprove || canReject ? (
        <Card className={styles.card} style={{ marginBottom: 16 }}>
          <div className={styles.nameLine} style={{ justifyContent: 'space-between' }}>
            <span>
              {need.owner.nickname} 提交于 {dateTimeText(need.createdAt)}（{timeAgo(need.updatedAt)}更新）
            </span>
            <Space wrap>
              {canApprove ? (
                <Popconfirm
                  title="审核通过？"
                  description="需求将公开，建模师可以投标。"
                  okText="通过"
                  cancelText="取消"
                  onConfirm={() =>
                    void review.mutateAsync({ code, approve: true }).then(
                      () => {
                        void message.success('已通过审核');
                        onDone();
                      },
                      () => undefined,
                    )
                  }
                >
                  <Button type="primary" icon={<CheckOutlined />} loading={review.isPending && review.variables?.approve}>
                    审核通过
                  </Button>
                </Popconfirm>
              ) : null}
              {canReject ? (
                <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)}>
                  驳回
                </Button>
              ) : null}
            </Space>
          </div>
        </Card>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`该需求${need.statusText}`}
          description={need.rejectReason ? `驳回原因：${need.rejectReason}` : undefined}
        />
      )}
      <DemandOverview need={need} loggedIn />
      <TimelineCard need={need} />
      <ReasonDialog
        open={rejecting}
        title="驳回需求"
        intro="驳回原因会发给发布者，请写清需要修改的地方，方便对方修改后重新提交。"
        label="驳回原因"
        placeholder="例如：需求描述过于简单，请补充尺寸、用途和交付格式"
        okText="确认驳回"
        danger
        required
        pending={review.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await review.mutateAsync({ code, approve: false, reason });
          setRejecting(false);
          void message.success('已驳回，发布者会收到原因');
          onDone();
        }}
      />
    </div>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const status = reviewStatus(params.get('status'));
  const [pageNum, setPageNum] = useState(1);
  const list = useReviewList(status, { pageNum, pageSize: PAGE_SIZE }, true);
  const [selected, setSelected] = useState<string | null>(null);
  const items = list.data?.list ?? [];
  const current = selected && items.some((n) => n.code === selected) ? selected : (items[0]?.code ?? null);

  return (
    <>
      <PageHead title="需求审核" lead="按提交时间先后审核，通过后需求公开接受投标；驳回须写明原因。">
        <Link to="/need">需求大厅</Link>
      </PageHead>
      <QueueTabs
        activeKey={String(status)}
        onChange={(key) => {
          setParams(reviewParams(key));
          setPageNum(1);
          setSelected(null);
        }}
        items={DEMAND_STATES.map((s) => ({
          key: String(s),
          label:
            reviewQueueView(s).counted && s === status && list.data ? (
              <span>
                待审核 <Badge count={list.data.total} size="small" />
              </span>
            ) : (
              DEMAND_STATUS_LABELS[s]
            ),
        }))}
      />
      <div className={styles.detailGrid} style={{ gridTemplateColumns: '360px minmax(0, 1fr)' }}>
        <Card className={styles.card} title={list.data ? `共 ${list.data.total} 个` : undefined}>
          <QueueStates
            query={list}
            empty={reviewQueueView(status).empty}
            pageNum={pageNum}
            pageSize={PAGE_SIZE}
            onPage={setPageNum}
          >
            {(rows) =>
              rows.map((n) => (
                <div
                  key={n.code}
                  role="button"
                  tabIndex={0}
                  className={styles.messageItem}
                  style={{ background: n.code === current ? '#eef3ff' : undefined, borderRadius: 8, padding: '10px 12px' }}
                  onClick={() => setSelected(n.code)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') setSelected(n.code);
                  }}
                  data-need-code={n.code}
                >
                  <div className={styles.grow}>
                    <div className={styles.nameLine}>
                      <StatusTag status={n.status} text={n.statusText} />
                      <strong className={styles.fileName}>{n.title}</strong>
                    </div>
                    <div className={`${styles.muted} ${styles.small}`}>
                      {n.owner.nickname} · {n.serviceType} · {n.budgetText} · {timeAgo(n.createdAt)}
                    </div>
                  </div>
                </div>
              ))
            }
          </QueueStates>
        </Card>
        <div>
          {current ? (
            <ReviewPanel key={current} code={current} onDone={() => setSelected(null)} />
          ) : items.length > 0 ? (
            <EmptyState description="选择左侧的需求查看详情" />
          ) : null}
        </div>
      </div>
    </>
  );
}

export default function DemandReviewPage() {
  return (
    <OperatorPage what="需求审核">
      <Queue />
    </OperatorPage>
  );
}
