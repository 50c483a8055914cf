/** /myhallOrderForm: order a custom showroom; it is published as a "3D场景建模" demand and the user lands on it. */
import {
  BUDGET_OPTIONS,
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  SHOW_INDUSTRIES,
  SHOW_KIND_LABELS,
  budgetText,
  type ContactType,
  type ShowIndustry,
} from '@moxing/shared';
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { EmptyState, errorText } from '../../../components/states';
import { session, useSession } from '../../../stores/session';
import { MODEL_COUNT_OPTIONS } from '../hallOrder';
import { chinaToday, useHallOrder } from '../logic';
import styles from '../showroom.module.css';

interface Values {
  brand: string;
  kind: number;
  industry: ShowIndustry;
  models: number;
  style?: string;
  budget: number;
  deadline: Dayjs;
  contactType: ContactType;
  contactValue?: string;
}

function OrderForm() {
  const [form] = Form.useForm<Values>();
  const order = useHallOrder();
  const contactType = Form.useWatch('contactType', form) ?? 'platform';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="hall-order"
      initialValues={{ kind: 1, models: 20, budget: 3000, contactType: 'platform' }}
      onFinish={(v) => order.mutate({ ...v, style: v.style ?? '', deadline: v.deadline.format('YYYY-MM-DD') })}
      requiredMark
    >
      <Card title="展厅" style={{ marginBottom: 16 }}>
        <Form.Item
          name="brand"
          label="品牌或展厅名称"
          rules={[{ required: true, whitespace: true, message: '请填写品牌或展厅名称' }]}
        >
          <Input maxLength={30} placeholder="例如：金缕珠宝 2027 春季新品" />
        </Form.Item>
        <Form.Item name="kind" label="展厅类型">
          <Radio.Group options={Object.entries(SHOW_KIND_LABELS).map(([v, l]) => ({ value: Number(v), label: l }))} />
        </Form.Item>
        <Form.Item name="industry" label="所属行业" rules={[{ required: true, message: '请选择所属行业' }]}>
          <Select
            placeholder="选择行业"
            options={SHOW_INDUSTRIES.map((i) => ({ value: i.code, label: i.name }))}
            style={{ maxWidth: 320 }}
          />
        </Form.Item>
        <Form.Item name="models" label="展品数量（约）">
          <Radio.Group optionType="button" options={MODEL_COUNT_OPTIONS.map((n) => ({ value: n, label: `${n} 件` }))} />
        </Form.Item>
        <Form.Item name="style" label="风格与要求" extra="空间形状、配色、灯光、品牌元素、参考链接等">
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Card>
      <Card title="预算与时间" style={{ marginBottom: 16 }}>
        <Form.Item name="budget" label="预算">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={BUDGET_OPTIONS.map((b) => ({ value: b, label: budgetText(b) }))}
          />
        </Form.Item>
        <Form.Item
          name="deadline"
          label="截止日期"
          rules={[{ required: true, message: '请选择截止日期' }]}
          extra="截止当天 24 点后不再接受投标"
        >
          <DatePicker placeholder="选择截止日期" disabledDate={(d) => d.format('YYYY-MM-DD') < chinaToday()} />
        </Form.Item>
        <Form.Item name="contactType" label="希望服务商如何联系你">
          <Radio.Group options={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))} />
        </Form.Item>
        {contactType !== 'platform' && (
          <Form.Item
            name="contactValue"
            label={contactType === 'phone' ? '电话号码' : '微信号'}
            rules={[{ required: true, whitespace: true, message: contactType === 'phone' ? '请填写电话号码' : '请填写微信号' }]}
          >
            <Input maxLength={60} style={{ maxWidth: 320 }} />
          </Form.Item>
        )}
      </Card>
      {order.isError && <Alert type="error" showIcon title={errorText(order.error)} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" loading={order.isPending}>
        提交定制需求
      </Button>
    </Form>
  );
}

export default function HallOrderFormPage() {
  const token = useSession((s) => s.token);
  return (
    <div style={{ maxWidth: 860, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2}>定制 3D 展厅</Typography.Title>
      <Typography.Paragraph className={styles.lead}>
        告诉我们你的品牌和想要的展厅，需求会以“3D场景建模”发布到<Link to="/need">建模交易</Link>
        ，审核通过后专业服务商报价竞标，你选定后按进度交付。不想等？先看看<Link to="/case">免费案例</Link>。
      </Typography.Paragraph>
      {token ? (
        <OrderForm />
      ) : (
        <EmptyState description="登录后提交定制需求">
          <Button type="primary" onClick={() => session.openLogin('password', '/myhallOrderForm')}>
            登录
          </Button>
        </EmptyState>
      )}
    </div>
  );
}
