/** /admin/needReview on a phone: the review queue by status; a demand opens in a sheet to approve or reject with a reason. */
import { DEMAND_STATES, DEMAND_STATUS_LABELS } from '@moxing/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ActionBar,
  DetailSheet,
  OperatorPhonePage,
  QueueCard,
  QueueList,
  QueueTabs,
  confirmThen,
  usePrompt,
  type CardAction,
} from '../../../components/phone/OperatorQueue';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import { timeAgo } from '../format';
import { useDemandDetail, useReviewDemand, useReviewList } from '../hooks';
import { reviewParams, reviewQueueView, reviewStatus } from '../review';
import { MDemandOverview, MNotice, MStatusTag, MTimeline } from './parts';

const PAGE_SIZE = 20;

function ReviewSheet({ code, onClose }: { code: string; onClose: () => void }) {
  const detail = useDemandDetail(code);
  const review = useReviewDemand();
  const [prompt, ask] = usePrompt();
  const need = detail.data;
  const actions: CardAction[] = [];
  if (need?.actions.includes('approve')) {
    actions.push({
      key: 'approve',
      text: '审核通过',
      color: 'primary',
      onClick: () =>
        confirmThen({
          content: '审核通过后需求将公开，建模师可以投标。',
          confirmText: '通过',
          run: () => review.mutateAsync({ code, approve: true }),
          done: '已通过审核',
          then: onClose,
        }),
    });
  }
  if (need?.actions.includes('reject')) {
    actions.push({
      key: 'reject',
      text: '驳回',
      color: 'danger',
      onClick: () =>
        ask({
          title: '驳回需求',
          intro: '驳回原因会发给发布者，请写清需要修改的地方。',
          label: '驳回原因',
          placeholder: '例如：需求描述过于简单，请补充尺寸、用途和交付格式',
          okText: '确认驳回',
          danger: true,
          minLength: 2,
          submit: (reason) => review.mutateAsync({ code, approve: false, reason }),
          done: '已驳回，发布者会收到原因',
          then: onClose,
        }),
    });
  }
  return (
    <DetailSheet title="审核需求" onClose={onClose}>
      {detail.isPending ? (
        <PhoneLoading />
      ) : detail.isError ? (
        <PhoneError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          {actions.length === 0 ? (
            <MNotice kind="info" title={`该需求${detail.data.statusText}`}>
              {detail.data.rejectReason ? <div>驳回原因：{detail.data.rejectReason}</div> : null}
            </MNotice>
          ) : null}
          <ActionBar actions={actions} label={detail.data.title} />
          <MDemandOverview need={detail.data} loggedIn />
          <MTimeline need={detail.data} />
        </>
      )}
      {prompt}
    </DetailSheet>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const status = reviewStatus(params.get('status'));
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useReviewList(status, { pageNum, pageSize: PAGE_SIZE }, true);
  return (
    <>
      <QueueTabs
        label="需求状态"
        value={String(status)}
        options={DEMAND_STATES.map((s) => ({ value: String(s), label: DEMAND_STATUS_LABELS[s] }))}
        onChange={(key) => {
          setParams(reviewParams(key));
          setPageNum(1);
        }}
      />
      <QueueList
        query={list}
        keyOf={(n) => n.code}
        empty={reviewQueueView(status).empty}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={setPageNum}
        render={(n) => (
          <QueueCard
            label={n.title}
            tag={<MStatusTag status={n.status} text={n.statusText} />}
            onOpen={() => setOpen(n.code)}
            lines={[
              ['发布者', n.owner.nickname],
              ['服务类型', n.serviceType],
              ['预算', n.budgetText],
              ['提交', timeAgo(n.createdAt)],
            ]}
            actions={[{ key: 'open', text: '查看详情', color: 'primary', onClick: () => setOpen(n.code) }]}
          />
        )}
      />
      {open ? <ReviewSheet code={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

export default function MobileDemandReviewPage() {
  return (
    <OperatorPhonePage
      what="需求审核"
      links={[
        { to: '/admin/needDisputes', text: '需求纠纷' },
        { to: '/need', text: '需求大厅' },
      ]}
    >
      <Queue />
    </OperatorPhonePage>
  );
}
