/**
 * /myrequireDetails on a phone (require details): the buyer's own demand — review result, bids with prices and
 * "choose", deliveries with accept / ask for changes, evaluation, cancel.
 */
import type { BidView, DemandDetail } from '@moxing/shared';
import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBidList, useCancelNeed, useChooseBid, useFinishNeed, useNeedDetail, useRequestChange } from '../../api/useNeeds';
import { useRefreshWhileProcessing } from '../../pages/need/components/deliveredModel';
import { dateTimeText } from '../../pages/need/shared/format';
import {
  MBidItem,
  MEmpty,
  MError,
  MEvaluate,
  MDeliveryFiles,
  MEvaluations,
  MLoading,
  MNeedOverview,
  MNotice,
  MTimeline,
  ReasonPopup,
} from './parts';
import styles from './mneed.module.css';

const CANCELLED_BY = { buyer: '需求方', modeller: '建模师', operator: '运营人员' } as const;

export function MStatusNotice({ need, asOwner }: { need: DemandDetail; asOwner: boolean }) {
  switch (need.status) {
    case -2:
      return (
        <MNotice kind="info" title="等待运营审核">
          审核通过后需求公开，建模师即可投标。审核前仍可修改。
        </MNotice>
      );
    case -1:
      return (
        <MNotice kind="error" title="审核未通过">
          原因：{need.rejectReason ?? '未说明'}。请按原因修改后重新提交。
        </MNotice>
      );
    case 0:
      return (
        <MNotice kind="success" title={need.bidCount > 0 ? `已有 ${need.bidCount} 位建模师投标` : '等待建模师投标'}>
          {need.bidCount > 0 ? '比较报价、工期和评分，选择一位开始制作。' : '有人投标时你会收到消息。'}
        </MNotice>
      );
    case 1:
      return (
        <MNotice kind="info" title="制作中">
          {need.deliveries.some((d) => d.status === 0)
            ? asOwner
              ? '建模师已提交交付，请验收或提出修改意见。'
              : '已提交交付，等待需求方验收。'
            : asOwner
              ? '建模师正在制作。'
              : '请完成制作后提交交付。'}
        </MNotice>
      );
    case 2:
      return (
        <MNotice kind="success" title="需求已完成">
          {need.canEvaluate ? '请给对方一个评价。' : '合作愉快！'}
        </MNotice>
      );
    default:
      return (
        <MNotice kind="warn" title="需求已取消">
          {need.cancelledBy ? `由${CANCELLED_BY[need.cancelledBy]}取消` : ''}
          {need.cancelReason ? `：${need.cancelReason}` : ''}
        </MNotice>
      );
  }
}

export function MDeliveries({ need }: { need: DemandDetail }) {
  useRefreshWhileProcessing(need);
  const { deliveries } = need;
  if (deliveries.length === 0) return <div className={`${styles.muted} ${styles.small}`}>还没有提交交付</div>;
  return (
    <>
      {deliveries
        .map((d, i) => ({ d, n: i + 1 }))
        .reverse()
        .map(({ d, n }) => (
          <div key={d.id} className={styles.bidItem} data-delivery={n}>
            <div className={styles.row}>
              <strong>第 {n} 次交付</strong>
              <Tag color={d.status === 1 ? 'success' : d.status === 2 ? 'danger' : 'warning'}>{d.statusText}</Tag>
              <span className={`${styles.muted} ${styles.small}`}>{dateTimeText(d.createdAt)}</span>
            </div>
            {d.note ? <p style={{ whiteSpace: 'pre-wrap', fontSize: 14, margin: '6px 0' }}>{d.note}</p> : null}
            <MDeliveryFiles files={d.files} />
            {d.changeReason ? (
              <div className={`${styles.notice} ${styles.noticeWarn}`} style={{ marginTop: 6, marginBottom: 0 }}>
                修改意见：{d.changeReason}
              </div>
            ) : null}
          </div>
        ))}
    </>
  );
}

function BidsToChoose({ need }: { need: DemandDetail }) {
  const bids = useBidList(need.code);
  const choose = useChooseBid();
  const navigate = useNavigate();
  const onChoose = (bid: BidView) =>
    void Dialog.confirm({
      title: `选择 ${bid.modeller.nickname}？`,
      content: `报价 ${bid.priceText}，工期 ${bid.days} 天。选择后需求进入制作中，其他投标者会收到未中标通知。`,
      confirmText: '确认选择',
      cancelText: '再想想',
      onConfirm: async () => {
        await choose.mutateAsync({ code: need.code, bidCode: bid.code });
        Toast.show({ icon: 'success', content: '已选择服务商' });
        void navigate(`/myrequireDetails?code=${need.code}`, { replace: true });
      },
    });
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>投标（{need.bidCount}）</h2>
      {bids.isPending ? (
        <MLoading />
      ) : bids.isError ? (
        <MError error={bids.error} onRetry={() => void bids.refetch()} />
      ) : bids.data.list.length === 0 ? (
        <div className={`${styles.muted} ${styles.small}`}>还没有建模师投标</div>
      ) : (
        bids.data.list.map((b) => (
          <MBidItem
            key={b.code}
            bid={b}
            action={
              b.status === 0 ? (
                <Button size="small" color="primary" fill="outline" onClick={() => onChoose(b)}>
                  选择TA
                </Button>
              ) : null
            }
          />
        ))
      )}
    </section>
  );
}

export default function MobileRequireDetailsPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const detail = useNeedDetail(code);
  const navigate = useNavigate();
  const cancel = useCancelNeed();
  const finish = useFinishNeed();
  const change = useRequestChange();
  const [popup, setPopup] = useState<'cancel' | 'change' | null>(null);
  if (!code) return <MEmpty description="链接不完整，没有指定需求" />;
  if (detail.isPending) return <MLoading text="正在加载需求" />;
  if (detail.isError) return <MError error={detail.error} onRetry={() => void detail.refetch()} />;
  const need = detail.data;
  if (need.viewerRole !== 'owner' && need.viewerRole !== 'operator') {
    return (
      <MEmpty description="这不是你发布的需求">
        <Button color="primary" size="small" onClick={() => void navigate(`/demandDetails?code=${need.code}`)}>
          查看需求详情
        </Button>
      </MEmpty>
    );
  }
  const owner = need.viewerRole === 'owner';
  const waiting = need.status === 1 && need.deliveries.some((d) => d.status === 0);
  const canCancel = [-2, -1, 0, 1].includes(need.status);

  return (
    <div className={styles.page}>
      <MStatusNotice need={need} asOwner />
      {need.status === 1 || need.status === 2 ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>交付与验收</h2>
          <MDeliveries need={need} />
          {owner && waiting ? (
            <div className={styles.row} style={{ marginTop: 10 }}>
              <Button
                color="primary"
                style={{ flex: 1 }}
                loading={finish.isPending}
                onClick={() =>
                  void Dialog.confirm({
                    title: '确认验收通过？',
                    content: '验收后需求完成，双方可以互相评价。',
                    confirmText: '验收通过',
                    cancelText: '再看看',
                    onConfirm: async () => {
                      await finish.mutateAsync(need.code);
                      Toast.show({ icon: 'success', content: '已验收，需求完成' });
                    },
                  })
                }
              >
                验收通过
              </Button>
              <Button style={{ flex: 1 }} onClick={() => setPopup('change')}>
                要求修改
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {need.status === 2 && (need.canEvaluate || need.evaluations.length > 0) ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>评价</h2>
          <MEvaluations evaluations={need.evaluations} />
          {need.canEvaluate ? <MEvaluate code={need.code} whom="建模师" /> : null}
        </section>
      ) : null}
      {need.chosenBid ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>中标服务商</h2>
          <MBidItem bid={need.chosenBid} />
        </section>
      ) : null}
      {need.status === 0 && owner ? <BidsToChoose need={need} /> : null}
      <MNeedOverview need={need} loggedIn />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>进度记录</h2>
        <MTimeline need={need} />
      </section>
      {owner && (need.status === -2 || need.status === -1 || canCancel) ? (
        <div className={styles.bottomBar}>
          {need.status === -2 || need.status === -1 ? (
            <Button color="primary" onClick={() => void navigate(`/buildRequire?code=${need.code}`)}>
              {need.status === -1 ? '修改并重新提交' : '修改需求'}
            </Button>
          ) : null}
          {canCancel ? (
            <Button color="danger" fill="outline" onClick={() => setPopup('cancel')}>
              取消需求
            </Button>
          ) : null}
        </div>
      ) : null}
      <ReasonPopup
        visible={popup === 'cancel'}
        title="取消需求"
        intro={
          need.status === 1 ? '需求正在制作中，取消须写明原因，建模师会收到通知。' : '取消后需求关闭，投标的建模师会收到通知。'
        }
        label="取消原因"
        placeholder={need.status === 1 ? '请说明取消的原因' : '选填'}
        okText="确认取消"
        danger
        required={need.status === 1}
        onClose={() => setPopup(null)}
        onSubmit={async (reason) => {
          await cancel.mutateAsync({ code: need.code, reason: reason || undefined });
          setPopup(null);
          Toast.show({ icon: 'success', content: '需求已取消' });
        }}
      />
      <ReasonPopup
        visible={popup === 'change'}
        title="要求修改"
        intro="写明需要修改的地方，建模师修改后会重新提交交付。"
        label="修改意见"
        placeholder="例如：椅背角度再调整 5 度"
        okText="发送修改意见"
        required
        onClose={() => setPopup(null)}
        onSubmit={async (reason) => {
          await change.mutateAsync({ code: need.code, reason });
          setPopup(null);
          Toast.show({ icon: 'success', content: '已发送修改意见' });
        }}
      />
    </div>
  );
}
