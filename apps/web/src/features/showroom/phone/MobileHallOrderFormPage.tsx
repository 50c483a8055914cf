/** Phone /myhallOrderForm: order a custom showroom (a "3D场景建模" demand); the user lands on the demand. */
import {
  BUDGET_OPTIONS,
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  SHOW_INDUSTRIES,
  SHOW_KIND_LABELS,
  budgetText,
} from '@moxing/shared';
import { Button, ErrorBlock, Form, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { MODEL_COUNT_OPTIONS, type HallOrderValues } from '../hallOrder';
import { useHallOrder } from '../logic';
import styles from '../showroom.module.css';

const one = <T,>(v: T[]) => v[0];

function MobileOrderForm() {
  const order = useHallOrder();
  const [v, setV] = useState<Partial<HallOrderValues>>({ kind: 1, models: 20, budget: 3000, contactType: 'platform' });
  const set = (patch: Partial<HallOrderValues>) => setV((x) => ({ ...x, ...patch }));
  const submit = () => {
    if (!v.brand?.trim()) return void Toast.show('请填写品牌或展厅名称');
    if (!v.industry) return void Toast.show('请选择所属行业');
    if (!v.deadline) return void Toast.show('请选择截止日期');
    if (v.contactType !== 'platform' && !v.contactValue?.trim()) return void Toast.show('请填写联系方式');
    order.mutate({ ...(v as HallOrderValues), style: v.style ?? '' }, { onError: (e) => Toast.show(errorText(e)) });
  };
  return (
    <Form
      layout="vertical"
      footer={
        <Button block color="primary" size="large" loading={order.isPending} onClick={submit}>
          提交定制需求
        </Button>
      }
    >
      <Form.Item label="品牌或展厅名称" required>
        <Input
          value={v.brand ?? ''}
          onChange={(brand) => set({ brand })}
          maxLength={30}
          placeholder="例如：金缕珠宝春季新品"
          aria-label="品牌或展厅名称"
        />
      </Form.Item>
      <Form.Item label="展厅类型">
        <Selector
          options={Object.entries(SHOW_KIND_LABELS).map(([value, label]) => ({ value: Number(value), label }))}
          value={v.kind === undefined ? [] : [v.kind]}
          onChange={(x) => set({ kind: one(x) ?? 1 })}
        />
      </Form.Item>
      <Form.Item label="所属行业" required>
        <Selector
          columns={3}
          options={SHOW_INDUSTRIES.map((i) => ({ value: i.code, label: i.name }))}
          value={v.industry ? [v.industry] : []}
          onChange={(x) => set({ industry: one(x) })}
        />
      </Form.Item>
      <Form.Item label="展品数量（约）">
        <Selector
          columns={5}
          options={MODEL_COUNT_OPTIONS.map((n): { value: number; label: string } => ({ value: n, label: `${n}` }))}
          value={v.models ? [v.models] : []}
          onChange={(x) => set({ models: one(x) ?? 20 })}
        />
      </Form.Item>
      <Form.Item label="风格与要求">
        <TextArea
          value={v.style ?? ''}
          onChange={(style) => set({ style })}
          rows={3}
          maxLength={1000}
          placeholder="空间形状、配色、灯光、品牌元素等"
          aria-label="风格与要求"
        />
      </Form.Item>
      <Form.Item label="预算">
        <Selector
          columns={3}
          options={BUDGET_OPTIONS.map((b): { value: number; label: string } => ({ value: b, label: budgetText(b) }))}
          value={v.budget === undefined ? [] : [v.budget]}
          onChange={(x) => set({ budget: one(x) ?? 0 })}
        />
      </Form.Item>
      <Form.Item label="截止日期" required>
        <Input type="date" value={v.deadline ?? ''} onChange={(deadline) => set({ deadline })} aria-label="截止日期" />
      </Form.Item>
      <Form.Item label="联系方式">
        <Selector
          options={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))}
          value={v.contactType ? [v.contactType] : []}
          onChange={(x) => set({ contactType: one(x) ?? 'platform' })}
        />
      </Form.Item>
      {v.contactType !== 'platform' && (
        <Form.Item label={v.contactType === 'phone' ? '电话号码' : '微信号'} required>
          <Input
            value={v.contactValue ?? ''}
            onChange={(contactValue) => set({ contactValue })}
            maxLength={60}
            aria-label="联系方式"
          />
        </Form.Item>
      )}
    </Form>
  );
}

export default function MobileHallOrderFormPage() {
  const token = useSession((s) => s.token);
  return (
    <div className={styles.mPage}>
      <h1 style={{ fontSize: 20, margin: '4px 0' }}>定制 3D 展厅</h1>
      <p className={styles.muted}>需求以“3D场景建模”发布到建模交易，审核通过后服务商报价竞标。</p>
      {token ? (
        <MobileOrderForm />
      ) : (
        <ErrorBlock status="empty" title="登录后提交定制需求" description="">
          <Button color="primary" onClick={() => session.openLogin('password', '/myhallOrderForm')}>
            登录
          </Button>
        </ErrorBlock>
      )}
    </div>
  );
}
