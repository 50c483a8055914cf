/** The escrow section of a demand on a phone: status and amounts, the dispute, and the buttons from `actions`. */
import { yuan, type DemandDetail, type EscrowPayType } from '@moxing/shared';
import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { ESCROW_PHONE_COLORS, disputeLines, escrowLines, escrowPayChoices, fundedNext } from '../escrow';
import { useDispute, useFundEscrow } from '../hooks';
import { ReasonPopup } from './forms';
import styles from './phone.module.css';

function Lines({ lines }: { lines: [string, string][] }) {
  return (
    <>
      {lines.map(([label, value]) => (
        <div key={label} className={styles.row} style={{ alignItems: 'flex-start', margin: '4px 0' }}>
          <span className={`${styles.muted} ${styles.small}`} style={{ flex: '0 0 88px' }}>
            {label}
          </span>
          <span className={styles.small} style={{ whiteSpace: 'pre-wrap' }}>
            {value}
          </span>
        </div>
      ))}
    </>
  );
}

export function MEscrow({ need }: { need: DemandDetail }) {
  const fund = useFundEscrow();
  const navigate = useNavigate();
  const dispute = useDispute();
  const [popup, setPopup] = useState<'open' | 'reply' | null>(null);
  const { escrow } = need;
  if (!escrow) return null;
  const choices = escrowPayChoices(escrow);
  const payWith = async (payType: EscrowPayType) => {
    try {
      const next = fundedNext(await fund.mutateAsync({ code: need.code, payType }));
      if (next) return void navigate(next);
      Toast.show({ icon: 'success', content: '赏金已托管' });
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    }
  };
  const onFund = () =>
    void Dialog.show({
      'aria-label': '托管赏金',
      title: '托管赏金',
      content: `把 ¥${yuan(escrow.amount)} 交由平台托管，可选：${choices.map((c) => c.label).join('，或 ')}。验收通过后平台扣除 ${escrow.feePercent}% 服务费支付给建模师；交付前取消全额退还。`,
      closeOnAction: true,
      actions: [
        ...choices.map((c) => ({
          key: c.payType,
          text: c.payType === 'coin' ? `支付 ¥${yuan(escrow.amount)}` : '在线支付（微信、支付宝）',
          bold: c === choices[0],
          onClick: () => payWith(c.payType),
        })),
        { key: 'cancel', text: '再想想' },
      ],
    });
  return (
    <section className={styles.card} data-escrow-status={escrow.status}>
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        <h2 className={styles.cardTitle}>赏金托管</h2>
        <Tag color={ESCROW_PHONE_COLORS[escrow.status]}>{escrow.statusText}</Tag>
      </div>
      <Lines lines={escrowLines(escrow)} />
      {need.dispute ? (
        <>
          <h3 className={styles.cardTitle} style={{ marginTop: 10 }}>
            取消纠纷
          </h3>
          <Lines lines={disputeLines(need.dispute)} />
        </>
      ) : null}
      {need.actions.includes('fund') ? (
        <Button block color="primary" style={{ marginTop: 10 }} loading={fund.isPending} onClick={onFund}>
          托管赏金
        </Button>
      ) : null}
      {need.actions.includes('dispute') ? (
        <Button block color="danger" fill="outline" style={{ marginTop: 10 }} onClick={() => setPopup('open')}>
          申请取消（运营裁决）
        </Button>
      ) : null}
      {need.actions.includes('respondDispute') ? (
        <Button block color="primary" style={{ marginTop: 10 }} onClick={() => setPopup('reply')}>
          提交我的说明
        </Button>
      ) : null}
      <ReasonPopup
        visible={popup !== null}
        title={popup === 'reply' ? '提交纠纷说明' : '申请取消需求'}
        intro="已有交付，取消须由运营人员根据双方说明裁决托管赏金的去向。"
        label={popup === 'reply' ? '说明' : '取消原因'}
        placeholder="请写明事实经过"
        okText="提交"
        danger={popup === 'open'}
        required
        onClose={() => setPopup(null)}
        onSubmit={async (reason) => {
          await dispute.mutateAsync({ code: need.code, reason, reply: popup === 'reply' });
          setPopup(null);
          Toast.show({ icon: 'success', content: '已提交，等待运营裁决' });
        }}
      />
    </section>
  );
}
