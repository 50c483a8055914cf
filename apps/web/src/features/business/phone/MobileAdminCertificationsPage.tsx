/** /admin/certifications on a phone: applications by status with their private photos; approve, or reject with a reason. */
import { CERT_KIND_LABELS, CERT_STATE_LABELS, type CertState } from '@moxing/shared';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import {
  OperatorPhonePage,
  Photos,
  QueueCard,
  QueueList,
  QueueTabs,
  confirmThen,
  timeText,
  usePrompt,
  type CardAction,
} from '../../../components/phone/OperatorQueue';
import { useCertificationQueue, useReview } from '../api';

const STATES = (['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: CERT_STATE_LABELS[s] }));

function Queue() {
  const [status, setStatus] = useState<CertState>('pending');
  const [pageNum, setPageNum] = useState(1);
  const queue = useCertificationQueue({ pageNum, pageSize: 20, status });
  const review = useReview();
  const [prompt, ask] = usePrompt();
  return (
    <>
      <QueueTabs
        label="认证状态"
        value={status}
        options={STATES}
        onChange={(v) => {
          setStatus(v);
          setPageNum(1);
        }}
      />
      <QueueList
        query={queue}
        keyOf={(c) => c.id}
        empty="没有这类认证申请"
        pageNum={pageNum}
        onPage={setPageNum}
        render={(c) => {
          const actions: CardAction[] = [];
          if (c.actions.includes('approve')) {
            actions.push({
              key: 'approve',
              text: '通过',
              color: 'primary',
              onClick: () =>
                confirmThen({
                  content: `通过“${c.name}”的${CERT_KIND_LABELS[c.kind]}？通过后用户的空间、名片和报价会显示认证标识。`,
                  confirmText: '通过',
                  run: () => review.mutateAsync({ id: c.id, action: 'approve' }),
                  done: '已通过认证',
                }),
            });
          }
          if (c.actions.includes('reject')) {
            actions.push({
              key: 'reject',
              text: '驳回',
              color: 'danger',
              onClick: () =>
                ask({
                  title: '驳回认证',
                  label: '驳回原因（用户可见）',
                  okText: '驳回',
                  danger: true,
                  maxLength: 200,
                  submit: (reason) => review.mutateAsync({ id: c.id, action: 'reject', reason }),
                  done: '已驳回',
                }),
            });
          }
          return (
            <QueueCard
              label={`${c.user.nickname} 的${CERT_KIND_LABELS[c.kind]}`}
              title={`${c.user.nickname}（${c.user.login}）`}
              tag={<Tag color="primary">{CERT_KIND_LABELS[c.kind]}</Tag>}
              lines={[
                ['名称', c.name],
                ['证件号码', c.number],
                ['提交时间', timeText(c.submittedAt)],
                ['原因', c.reason],
              ]}
              actions={actions}
            >
              <Photos photos={c.photos.map((p) => ({ url: p.url, label: p.label }))} />
            </QueueCard>
          );
        }}
      />
      {prompt}
    </>
  );
}

export default function MobileAdminCertificationsPage() {
  return (
    <OperatorPhonePage what="实名认证审核">
      <Queue />
    </OperatorPhonePage>
  );
}
