/** The modeller's bid: price (yuan, sent in fen), days, a message and portfolio links. */
import { DEMAND_LIMITS } from '@moxing/shared';
import { Alert, App, Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { fieldErrors } from '../../../lib/formErrors';
import { checkLinks } from '../demandForm';
import { useSubmitBid } from '../forms';
import { TextField } from './DemandUi';

interface Values {
  price?: number;
  days?: number;
  message: string;
  portfolioLinks?: string;
}

export function BidForm({ code, budgetText, onDone }: { code: string; budgetText: string; onDone?: () => void }) {
  const [form] = Form.useForm<Values>();
  const bid = useSubmitBid(code);
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setGeneral(null);
    const refused = await bid.submit(values);
    if (refused) {
      form.setFields(fieldErrors(refused.byField));
      setGeneral(refused.general);
      return;
    }
    void message.success('投标成功，等待需求方选择');
    form.resetFields();
    onDone?.();
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} id="bid-form" requiredMark={false}>
      <Form.Item
        name="price"
        label={`报价（元）· 需求预算 ${budgetText}`}
        rules={[{ required: true, message: '请填写报价' }]}
        extra="只有需求方能看到你的报价"
      >
        <InputNumber<number>
          min={1}
          max={1_000_000}
          precision={2}
          style={{ width: '100%' }}
          placeholder="例如 800"
          prefix="¥"
          aria-label="报价（元）"
        />
      </Form.Item>
      <Form.Item name="days" label="工期（天）" rules={[{ required: true, message: '请填写工期' }]}>
        <InputNumber<number>
          min={1}
          max={DEMAND_LIMITS.bidDaysMax}
          precision={0}
          style={{ width: '100%' }}
          placeholder="完成需要几天"
          suffix="天"
          aria-label="工期（天）"
        />
      </Form.Item>
      <TextField
        name="message"
        label="投标说明"
        rules={[{ required: true, whitespace: true, message: '请填写投标说明' }]}
        rows={4}
        maxLength={DEMAND_LIMITS.bidMessageMax}
        placeholder="介绍你的经验、做法和交付内容，打动需求方"
      />
      <Form.Item
        name="portfolioLinks"
        label={`作品链接（选填，最多 ${DEMAND_LIMITS.portfolioLinks} 个）`}
        rules={[
          {
            validator: (_, v: string | undefined) => {
              const m = checkLinks(v);
              return m ? Promise.reject(new Error(m)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea rows={2} placeholder={'每行一个链接，例如 https://www.example.com/works/1'} />
      </Form.Item>
      {general ? <Alert type="error" showIcon title={general} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" block size="large" loading={bid.pending}>
        提交投标
      </Button>
    </Form>
  );
}
