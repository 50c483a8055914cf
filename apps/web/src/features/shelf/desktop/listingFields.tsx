/** The category and trade fields of the model upload and image model forms. */
import { MODEL_TYPE_GROUPS, TRADES } from '@moxing/shared';
import { Form, Select } from 'antd';

const TYPE_OPTIONS = MODEL_TYPE_GROUPS.map((g) => ({
  label: g.group,
  title: g.group,
  options: g.types.map((t) => ({ label: t, value: t })),
}));
const TRADE_OPTIONS = TRADES.map((t) => ({ label: t, value: t }));

/** `type` (optional: the server files it under 其他) and `trade` (required), inside an antd Form. */
export function TypeAndTradeFields({ typeLabel }: { typeLabel: string }) {
  return (
    <>
      <Form.Item name="type" label={typeLabel}>
        <Select
          options={TYPE_OPTIONS}
          placeholder="请选择分类（不选则为“其他”）"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="trade" label="所属行业" rules={[{ required: true, message: '请选择所属行业' }]}>
        <Select options={TRADE_OPTIONS} placeholder="请选择行业" />
      </Form.Item>
    </>
  );
}
