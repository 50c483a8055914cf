/**
 * /myrequireDetails on a phone (require details): the buyer's own demand — review result, bids with prices and
 * "choose", deliveries with accept / ask for changes, evaluation, cancel.
 */
import type { BidView, DemandDetail } from '@moxing/shared';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useCancelDemand, useChooseBid, useFinishDemand, useRequestChange } from '../hooks';
import { managesDemand, showsEvaluation, useDemandInAddress } from '../page';
import { useRefreshWhileProcessing } from '../deliveredModel';
import { dateTimeText } from '../format';
import {
  MBidItem,
  MDeliveryFiles,
  MEvaluations,
  MDemandOverview,
  MNotice,
  MTimeline,
  MBidsSection,
  confirmAction,
} from './parts';
import { MEscrow } from './escrow';
import { MEvaluate, ReasonPopup } from './forms';
import { DELIVERY_PHONE_COLORS, awaitingAcceptance, statusView } from '../status';
import styles from './phone.module.css';

const CANCELLED_BY = { buyer: '需求方', modeller: '建模师', operator: '运营人员' } as const;

/** The notice of each status, looked up by status: for the owner, or for the chosen modeller (`asOwner` false). */
const NOTICES: Record<number, (need: DemandDetail, asOwner: boolean) => ReactNode> = {
  [-2]: () => (
    <MNotice kind="info" title="等待运营审核">
      审核通过后需求公开，建模师即可投标。审核前仍可修改。
    </MNotice>
  ),
  [-1]: (need) => (
    <MNotice kind="error" title="审核未通过">
      原因：{need.rejectReason ?? '未说明'}。请按原因修改后重新提交。
    </MNotice>
  ),
  0: (need) => (
    <MNotice kind="success" title={need.bidCount > 0 ? `已有 ${need.bidCount} 位建模师投标` : '等待建模师投标'}>
      {need.bidCount > 0 ? '比较报价、工期和评分，选择一位开始制作。' : '有人投标时你会收到消息。'}
    </MNotice>
  ),
  1: (need, asOwner) => (
    <MNotice kind="info" title="制作中">
      {awaitingAcceptance(need.deliveries)
        ? asOwner
          ? '建模师已提交交付，请验收或提出修改意见。'
          : '已提交交付，等待需求方验收。'
        : asOwner
          ? '建模师正在制作。'
          : '请完成制作后提交交付。'}
    </MNotice>
  ),
  2: (need) => (
    <MNotice kind="success" title="需求已完成">
      {need.actions.includes('evaluate') ? '请给对方一个评价。' : '合作愉快！'}
    </MNotice>
  ),
  4: (need, asOwner) =>
    asOwner ? (
      <MNotice kind="warn" title="请托管赏金">
        请把报价 {need.escrow?.amountText ?? ''} 交由平台托管，托管成功后建模师开始制作。
      </MNotice>
    ) : (
      <MNotice kind="info" title="你已中标，等待需求方托管赏金">
        托管成功后你会收到通知，届时再开始制作。
      </MNotice>
    ),
  5: () => (
    <MNotice kind="warn" title="取消纠纷处理中">
      托管赏金暂停结算，运营人员将根据双方说明裁决。
    </MNotice>
  ),
  3: (need) => (
    <MNotice kind="warn" title="需求已取消">
      {need.cancelledBy ? `由${CANCELLED_BY[need.cancelledBy]}取消` : ''}
      {need.cancelReason ? `：${need.cancelReason}` : ''}
    </MNotice>
  ),
};

export function MStatusNotice({ need, asOwner }: { need: DemandDetail; asOwner: boolean }) {
  return NOTICES[need.status]?.(need, asOwner) ?? null;
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
              <Tag color={DELIVERY_PHONE_COLORS[d.status]}>{d.statusText}</Tag>
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
  const choose = useChooseBid();
  const navigate = useNavigate();
  const onChoose = (bid: BidView) =>
    void confirmAction({
      title: `选择 ${bid.modeller.nickname}？`,
      content: `报价 ${bid.priceText}，工期 ${bid.days} 天。选择后请托管赏金，托管成功后建模师开始制作；其他投标者会收到未中标通知。`,
      confirmText: '确认选择',
      cancelText: '再想想',
      run: () => choose.mutateAsync({ code: need.code, bidCode: bid.code }),
      success: '已选择服务商',
      then: () => void navigate(`/myrequireDetails?code=${need.code}`, { replace: true }),
    });
  return (
    <MBidsSection
      code={need.code}
      title={`投标（${need.bidCount}）`}
      row={(b) => (
        <MBidItem
          key={b.code}
          bid={b}
          action={
            b.actions.includes('choose') ? (
              <Button size="small" color="primary" fill="outline" onClick={() => onChoose(b)}>
                选择TA
              </Button>
            ) : null
          }
        />
      )}
    />
  );
}

export default function PhoneMyDemandDetailsPage() {
  const { code, detail } = useDemandInAddress();
  const navigate = useNavigate();
  const cancel = useCancelDemand();
  const finish = useFinishDemand();
  const change = useRequestChange();
  const [popup, setPopup] = useState<'cancel' | 'change' | null>(null);
  if (!code) return <PhoneEmpty title="链接不完整，没有指定需求" />;
  if (detail.isPending) return <PhoneLoading tip="正在加载需求" />;
  if (detail.isError) return <PhoneError error={detail.error} onRetry={() => void detail.refetch()} />;
  const need = detail.data;
  if (!managesDemand(need)) {
    return (
      <PhoneEmpty title="这不是你发布的需求">
        <Button color="primary" size="small" onClick={() => void navigate(`/demandDetails?code=${need.code}`)}>
          查看需求详情
        </Button>
      </PhoneEmpty>
    );
  }
  const view = statusView(need.status);
  const latest = need.deliveries.at(-1);
  const canAccept = latest?.actions.includes('accept') ?? false;
  const canAskChange = latest?.actions.includes('requestChange') ?? false;
  const canEdit = need.actions.includes('edit');
  const canCancel = need.actions.includes('cancel');

  return (
    <div className={styles.page}>
      <MStatusNotice need={need} asOwner />
      <MEscrow need={need} />
      {view.deliveries ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>交付与验收</h2>
          <MDeliveries need={need} />
          {canAccept || canAskChange ? (
            <div className={styles.row} style={{ marginTop: 10 }}>
              {canAccept ? (
                <Button
                  color="primary"
                  style={{ flex: 1 }}
                  loading={finish.isPending}
                  onClick={() =>
                    void confirmAction({
                      title: '确认验收通过？',
                      content: '验收后需求完成，托管赏金扣除平台服务费后支付给建模师。',
                      confirmText: '验收通过',
                      cancelText: '再看看',
                      run: () => finish.mutateAsync(need.code),
                      success: '已验收，需求完成',
                    })
                  }
                >
                  验收通过
                </Button>
              ) : null}
              {canAskChange ? (
                <Button style={{ flex: 1 }} onClick={() => setPopup('change')}>
                  要求修改
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
      {showsEvaluation(need) ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>评价</h2>
          <MEvaluations evaluations={need.evaluations} />
          {need.actions.includes('evaluate') ? <MEvaluate code={need.code} whom="建模师" /> : null}
        </section>
      ) : null}
      {need.chosenBid ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>中标服务商</h2>
          <MBidItem bid={need.chosenBid} />
        </section>
      ) : null}
      {view.bidding ? <BidsToChoose need={need} /> : null}
      <MDemandOverview need={need} loggedIn />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>进度记录</h2>
        <MTimeline need={need} />
      </section>
      {canEdit || canCancel ? (
        <div className={styles.bottomBar}>
          {canEdit ? (
            <Button color="primary" onClick={() => void navigate(`/buildRequire?code=${need.code}`)}>
              {view.editLabel}
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
          view.production ? '需求正在制作中，取消须写明原因，建模师会收到通知。' : '取消后需求关闭，投标的建模师会收到通知。'
        }
        label="取消原因"
        placeholder={view.production ? '请说明取消的原因' : '选填'}
        okText="确认取消"
        danger
        required={view.production}
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
