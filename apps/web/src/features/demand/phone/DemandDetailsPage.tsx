/** /demandDetails on a phone (single require): the demand, its bids (no prices for others), bid / withdraw. */
import { DEMAND_LIMITS, type DemandDetail } from '@moxing/shared';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWithdrawBid } from '../hooks';
import { useDemandInAddress } from '../page';
import { bidView, statusView } from '../status';
import { fieldErrors } from '../../../lib/formErrors';
import { checkLinks } from '../demandForm';
import { useSubmitBid } from '../forms';
import { session, useSession } from '../../../stores/session';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { MBidItem, MBidsSection, MDemandOverview, MNotice, MSheet, MStatusTag, confirmAction } from './parts';
import styles from './phone.module.css';

interface BidValues {
  price?: string;
  days?: string;
  message?: string;
  portfolioLinks?: string;
}

function BidSheet({ need, visible, onClose }: { need: DemandDetail; visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<BidValues>();
  const bid = useSubmitBid(need.code);
  const submit = async (v: BidValues) => {
    const refused = await bid.submit(v);
    if (refused) {
      form.setFields(fieldErrors(refused.byField));
      if (refused.general) Toast.show({ icon: 'fail', content: refused.general, duration: 3000 });
      return;
    }
    Toast.show({ icon: 'success', content: '投标成功' });
    form.resetFields();
    onClose();
  };
  const positive = (label: string, max: number) => ({
    validator: (_: unknown, value: string | undefined) => {
      const n = Number(value);
      if (!value) return Promise.reject(new Error(`请填写${label}`));
      if (!Number.isFinite(n) || n <= 0) return Promise.reject(new Error(`${label}须为正数`));
      if (n > max) return Promise.reject(new Error(`${label}最多 ${max}`));
      return Promise.resolve();
    },
  });
  return (
    <MSheet visible={visible} onClose={onClose} title="我要投标">
      <Form
        form={form}
        layout="horizontal"
        onFinish={(v: BidValues) => void submit(v)}
        footer={
          <Button block color="primary" size="large" type="submit" loading={bid.pending}>
            提交投标
          </Button>
        }
      >
        <Form.Header>需求预算 {need.budgetText}，报价只有需求方能看到</Form.Header>
        <Form.Item name="price" label="报价" rules={[positive('报价', 1_000_000)]} extra="元">
          <Input type="number" inputMode="decimal" placeholder="例如 800" aria-label="报价（元）" />
        </Form.Item>
        <Form.Item name="days" label="工期" rules={[positive('工期', DEMAND_LIMITS.bidDaysMax)]} extra="天">
          <Input type="number" inputMode="numeric" placeholder="完成需要几天" aria-label="工期（天）" />
        </Form.Item>
        <Form.Item
          name="message"
          label="投标说明"
          layout="vertical"
          rules={[{ required: true, whitespace: true, message: '请填写投标说明' }]}
        >
          <TextArea rows={4} maxLength={DEMAND_LIMITS.bidMessageMax} showCount placeholder="介绍你的经验、做法和交付内容" />
        </Form.Item>
        <Form.Item
          name="portfolioLinks"
          label="作品链接（选填）"
          layout="vertical"
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const m = checkLinks(v);
                return m ? Promise.reject(new Error(m)) : Promise.resolve();
              },
            },
          ]}
        >
          <TextArea rows={2} placeholder="每行一个链接，以 https:// 开头" />
        </Form.Item>
      </Form>
    </MSheet>
  );
}

function Bids({ need }: { need: DemandDetail }) {
  return (
    <MBidsSection
      code={need.code}
      title={`投标记录（${need.bidCount}）`}
      row={(b) => <MBidItem key={b.code} bid={{ ...b, message: b.mine ? null : b.message, portfolioLinks: [] }} />}
    />
  );
}

export default function PhoneDemandDetailsPage() {
  const token = useSession((s) => s.token);
  const { code, detail } = useDemandInAddress();
  const withdraw = useWithdrawBid();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState(false);
  if (!code) return <PhoneEmpty title="链接不完整，没有指定需求" />;
  if (detail.isPending) return <PhoneLoading tip="正在加载需求" />;
  if (detail.isError) return <PhoneError error={detail.error} onRetry={() => void detail.refetch()} />;
  const need = detail.data;
  const myBid = need.myBid;

  let bar = null;
  if (!token) {
    bar = (
      <Button color="primary" onClick={() => session.openLogin('password', `/demandDetails?code=${need.code}`)}>
        登录后投标
      </Button>
    );
  } else if (need.viewerRole === 'owner') {
    bar = (
      <Button color="primary" onClick={() => void navigate(`/myrequireDetails?code=${need.code}`)}>
        管理我的需求
      </Button>
    );
  } else if (need.viewerRole === 'modeller') {
    bar = (
      <Button color="primary" onClick={() => void navigate(`/doingBid?code=${need.code}`)}>
        {statusView(need.status).production ? '进入制作与交付' : '查看订单'}
      </Button>
    );
  } else if (need.actions.includes('bid')) {
    bar = (
      <Button color="primary" onClick={() => setSheet(true)}>
        {myBid ? '重新投标' : '我要投标'}
      </Button>
    );
  }

  return (
    <div className={styles.page}>
      <MDemandOverview need={need} loggedIn={Boolean(token)} />
      {myBid ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>
            我的投标 <MStatusTag status={myBid.status} text={myBid.statusText} bid />
          </h2>
          <div className={styles.between}>
            <span className={styles.price}>{myBid.priceText}</span>
            <span className={styles.muted}>工期 {myBid.days} 天</span>
          </div>
          {myBid.message ? <p style={{ whiteSpace: 'pre-wrap', fontSize: 14 }}>{myBid.message}</p> : null}
          {myBid.actions.includes('withdrawBid') ? (
            <Button
              block
              size="small"
              loading={withdraw.isPending}
              onClick={() =>
                void confirmAction({
                  title: '撤回投标？',
                  content: '撤回后需求方将看不到你的报价，竞标结束前可以重新投标。',
                  confirmText: '撤回',
                  cancelText: '再想想',
                  run: () => withdraw.mutateAsync(need.code),
                  success: '已撤回投标',
                })
              }
            >
              撤回投标
            </Button>
          ) : null}
        </section>
      ) : null}
      {token &&
      !need.actions.includes('bid') &&
      need.bidBlockedReason &&
      need.viewerRole !== 'owner' &&
      need.viewerRole !== 'modeller' &&
      !bidView(myBid?.status).active ? (
        <MNotice kind="info" title="暂不能投标">
          {need.bidBlockedReason}
        </MNotice>
      ) : null}
      {statusView(need.status).public ? <Bids need={need} /> : null}
      {bar ? <div className={styles.bottomBar}>{bar}</div> : null}
      {need.actions.includes('bid') ? <BidSheet need={need} visible={sheet} onClose={() => setSheet(false)} /> : null}
    </div>
  );
}
