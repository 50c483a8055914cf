/**
 * The escrow of a demand (赏金托管), for its buyer, its chosen modeller and operators: what is held and where it went,
 * the cancellation dispute with both sides' reasons, and the buttons the server offers (`fund`, `dispute`,
 * `respondDispute`).
 */
import { yuan, type DemandDetail, type EscrowPayType } from '@moxing/shared';
import { Alert, App, Button, Card, Descriptions, Modal, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDispute, useFundEscrow } from '../hooks';
import { ESCROW_COLORS, disputeLines, escrowLines, escrowPayChoices, fundedNext } from '../escrow';
import { errorText } from '../../../lib/errorText';
import { ReasonDialog } from './DemandActions';
import styles from './demand.module.css';

/** Pays the chosen bid's price into escrow: from the buyer's coins at once, or online through an escrow order. */
function FundButton({ need }: { need: DemandDetail }) {
  const fund = useFundEscrow();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const escrow = need.escrow!;
  const choices = escrowPayChoices(escrow);
  const [payType, setPayType] = useState<EscrowPayType>(choices[0]!.payType);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        托管赏金
      </Button>
      <Modal
        open={open}
        title="托管赏金"
        okText={payType === 'coin' ? `支付 ¥${yuan(escrow.amount)}` : '去支付'}
        cancelText="再想想"
        okButtonProps={{ loading: fund.isPending }}
        onCancel={() => {
          setOpen(false);
          setRefusal(null);
        }}
        onOk={() => {
          setRefusal(null);
          fund.mutate(
            { code: need.code, payType },
            {
              onSuccess: (r) => {
                setOpen(false);
                const next = fundedNext(r);
                if (next) return void navigate(next);
                void message.success('赏金已托管，建模师开始制作');
              },
              onError: (e) => setRefusal(errorText(e)),
            },
          );
        }}
      >
        <p>
          支付 <strong>¥{yuan(escrow.amount)}</strong> 交由平台托管。
        </p>
        <Radio.Group value={payType} onChange={(e) => setPayType(e.target.value as EscrowPayType)} style={{ marginBottom: 12 }}>
          <Space direction="vertical">
            {choices.map((c) => (
              <Radio key={c.payType} value={c.payType}>
                {c.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <ul className={styles.small}>
          <li>托管成功后建模师开始制作；你验收通过后，平台扣除 {escrow.feePercent}% 服务费把赏金支付给建模师。</li>
          <li>建模师交付前取消需求，赏金全额退还到你的账户余额。</li>
          <li>交付后如需取消，由运营人员根据双方说明裁决赏金去向。</li>
        </ul>
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Modal>
    </>
  );
}

export function EscrowCard({ need }: { need: DemandDetail }) {
  const dispute = useDispute();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'open' | 'reply' | null>(null);
  const { escrow } = need;
  if (!escrow) return null;
  const buttons = [
    need.actions.includes('fund') ? <FundButton key="fund" need={need} /> : null,
    need.actions.includes('dispute') ? (
      <Button key="dispute" danger onClick={() => setDialog('open')}>
        申请取消（运营裁决）
      </Button>
    ) : null,
    need.actions.includes('respondDispute') ? (
      <Button key="reply" type="primary" onClick={() => setDialog('reply')}>
        提交我的说明
      </Button>
    ) : null,
  ].filter(Boolean);
  return (
    <Card
      className={styles.card}
      title="赏金托管"
      extra={<Tag color={ESCROW_COLORS[escrow.status]}>{escrow.statusText}</Tag>}
      data-escrow-status={escrow.status}
    >
      <Descriptions column={1} size="small" items={escrowLines(escrow).map(([label, value]) => ({ label, children: value }))} />
      {need.dispute ? (
        <Descriptions
          style={{ marginTop: 12 }}
          title="取消纠纷"
          column={1}
          size="small"
          items={disputeLines(need.dispute).map(([label, value]) => ({
            label,
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>,
          }))}
        />
      ) : null}
      {buttons.length ? <Space style={{ marginTop: 12 }}>{buttons}</Space> : null}
      <ReasonDialog
        open={dialog !== null}
        title={dialog === 'reply' ? '提交纠纷说明' : '申请取消需求'}
        intro={
          <Alert
            type="warning"
            showIcon
            title="建模师已提交交付"
            description="取消申请提交后托管赏金暂停结算，双方各提交一次说明，由运营人员裁决退还与支付的金额。"
          />
        }
        label={dialog === 'reply' ? '说明' : '取消原因'}
        placeholder="请写明事实经过，供运营人员裁决"
        okText="提交"
        danger={dialog === 'open'}
        required
        pending={dispute.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={async (reason) => {
          await dispute.mutateAsync({ code: need.code, reason, reply: dialog === 'reply' });
          setDialog(null);
          void message.success('已提交，等待运营裁决');
        }}
      />
    </Card>
  );
}
