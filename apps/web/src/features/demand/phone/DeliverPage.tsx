/** /doingBid on a phone (doing bid): the chosen modeller delivers files, sees feedback, evaluates, may cancel. */
import { DEMAND_LIMITS, type DemandDetail } from '@moxing/shared';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCancelDemand, useDeliver, useMyBids } from '../hooks';
import { producesDemand, showsEvaluation, useDemandInAddress } from '../page';
import { awaitingAcceptance } from '../status';
import { formErrors } from '../../../lib/formErrors';
import { ATTACHMENT_ACCEPT } from '../format';
import { useSession } from '../../../stores/session';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { MDeliveries, MStatusNotice } from './MyDemandDetailsPage';
import { MEvaluations, MLoginRequired, MDemandItem, MDemandOverview, MTimeline } from './parts';
import { MEvaluate, MUploadList, ReasonPopup } from './forms';
import { MEscrow } from './escrow';
import { useDeliveryUploads } from '../forms';
import styles from './phone.module.css';

function DeliverSection({ need }: { need: DemandDetail }) {
  const deliver = useDeliver();
  const [form] = Form.useForm<{ note?: string }>();
  const onRefuse = useCallback((text: string) => Toast.show({ content: text }), []);
  const files = useDeliveryUploads(onRefuse);
  const submit = async (v: { note?: string }) => {
    if (files.uploading) {
      Toast.show({ content: '文件还在上传，请稍候' });
      return;
    }
    if (files.fileIds.length === 0) {
      Toast.show({ icon: 'fail', content: '请上传至少一个交付文件' });
      return;
    }
    try {
      await deliver.mutateAsync({ code: need.code, note: v.note ?? '', fileIds: files.fileIds });
      Toast.show({ icon: 'success', content: '已提交交付' });
      form.resetFields();
      files.reset([]);
    } catch (error) {
      const { byField, general } = formErrors(error, ['note', 'fileIds'] as const, { fileIds: ['交付文件'] });
      if (byField.note) form.setFields([{ name: 'note', errors: [byField.note] }]);
      const text = byField.fileIds ?? general;
      if (text) Toast.show({ icon: 'fail', content: text, duration: 3000 });
    }
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{need.deliveries.length > 0 ? '提交修改后的交付' : '提交交付'}</h2>
      <MUploadList queue={files} accept={ATTACHMENT_ACCEPT} max={DEMAND_LIMITS.deliveryFiles} label="上传交付文件" />
      <Form
        form={form}
        layout="vertical"
        onFinish={(v: { note?: string }) => void submit(v)}
        style={{ '--border-top': 'none', '--border-bottom': 'none' }}
        footer={
          <Button block color="primary" type="submit" loading={deliver.isPending}>
            提交交付
          </Button>
        }
      >
        <Form.Item name="note" label="交付说明">
          <TextArea rows={3} maxLength={DEMAND_LIMITS.deliveryNoteMax} showCount placeholder="交付内容、格式、面数和注意事项" />
        </Form.Item>
      </Form>
    </section>
  );
}

function Workspace({ need }: { need: DemandDetail }) {
  const cancel = useCancelDemand();
  const [popup, setPopup] = useState(false);
  return (
    <div className={styles.page}>
      <MStatusNotice need={need} asOwner={false} />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>需求方联系方式</h2>
        <div>
          {need.owner.nickname} · {need.contactTypeText}
        </div>
        {need.contactValue ? (
          <strong>{need.contactValue}</strong>
        ) : (
          <div className={`${styles.muted} ${styles.small}`}>通过平台消息沟通</div>
        )}
        {need.myBid ? (
          <div className={`${styles.muted} ${styles.small}`} style={{ marginTop: 6 }}>
            我的报价 {need.myBid.priceText} · 工期 {need.myBid.days} 天
          </div>
        ) : null}
      </section>
      <MEscrow need={need} />
      {need.actions.includes('deliver') && !awaitingAcceptance(need.deliveries) ? <DeliverSection need={need} /> : null}
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>交付记录</h2>
        <MDeliveries need={need} />
      </section>
      {showsEvaluation(need) ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>评价</h2>
          <MEvaluations evaluations={need.evaluations} />
          {need.actions.includes('evaluate') ? <MEvaluate code={need.code} whom="需求方" /> : null}
        </section>
      ) : null}
      <MDemandOverview need={need} loggedIn />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>进度记录</h2>
        <MTimeline need={need} />
      </section>
      {need.actions.includes('cancel') ? (
        <div style={{ padding: '4px 0 24px' }}>
          <Button block color="danger" fill="outline" onClick={() => setPopup(true)}>
            放弃制作（取消需求）
          </Button>
        </div>
      ) : null}
      <ReasonPopup
        visible={popup}
        title="放弃制作并取消需求"
        intro="需求正在制作中，取消须写明原因，需求方会收到通知。"
        label="取消原因"
        placeholder="请说明原因"
        okText="确认取消"
        danger
        required
        onClose={() => setPopup(false)}
        onSubmit={async (reason) => {
          await cancel.mutateAsync({ code: need.code, reason });
          setPopup(false);
          Toast.show({ icon: 'success', content: '需求已取消' });
        }}
      />
    </div>
  );
}

function InProduction() {
  const list = useMyBids({ bidStatus: 1, status: 1 }, { pageNum: 1, pageSize: 50 });
  const navigate = useNavigate();
  if (list.isPending) return <PhoneLoading />;
  if (list.isError) return <PhoneError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) {
    return (
      <PhoneEmpty title="目前没有制作中的需求">
        <Button color="primary" size="small" onClick={() => void navigate('/need')}>
          去找需求
        </Button>
      </PhoneEmpty>
    );
  }
  return (
    <div className={styles.page}>
      {list.data.list.map(({ need }) => (
        <MDemandItem key={need.code} need={need} to={`/doingBid?code=${need.code}`} />
      ))}
    </div>
  );
}

export default function PhoneDeliverPage() {
  const token = useSession((s) => s.token);
  const { code, detail } = useDemandInAddress(Boolean(token));
  const navigate = useNavigate();
  if (!token) return <MLoginRequired description="登录后查看你中标的需求并提交交付。" />;
  if (!code) return <InProduction />;
  if (detail.isPending) return <PhoneLoading />;
  if (detail.isError) return <PhoneError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!producesDemand(detail.data)) {
    return (
      <PhoneEmpty title="你不是这个需求的中标建模师">
        <Button color="primary" size="small" onClick={() => void navigate(`/demandDetails?code=${code}`)}>
          查看需求详情
        </Button>
      </PhoneEmpty>
    );
  }
  return <Workspace need={detail.data} />;
}
