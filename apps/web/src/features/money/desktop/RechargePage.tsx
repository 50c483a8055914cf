/** /voucherCenter and /myaccount/toRecharge: pick an amount of coins, then pay for it. */
import { App, Button, InputNumber, Radio, Space, Statistic, Typography } from 'antd';
import { usePayOptions } from '../api';
import { useRecharge } from '../checkout';
import { TOPUP_CHOICES } from '../format';
import { MoneyFrame } from './ui';

export default function RechargePage() {
  const options = usePayOptions();
  const { message } = App.useApp();
  const { coins, setCoins, submit, pending } = useRecharge({ error: (t) => void message.error(t) });
  return (
    <MoneyFrame title="金币充值">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Statistic title="我的金币" value={options.data?.coins ?? 0} suffix="金币" loading={options.isPending} />
        <Typography.Text type="secondary">1 金币 = 1 元，可用于购买模型、套餐和托管需求款。</Typography.Text>
        <Radio.Group
          value={TOPUP_CHOICES.includes(coins as never) ? coins : null}
          onChange={(e) => setCoins(Number(e.target.value))}
        >
          {TOPUP_CHOICES.map((c) => (
            <Radio.Button key={c} value={c} style={{ minWidth: 96, textAlign: 'center' }}>
              {c} 金币
            </Radio.Button>
          ))}
        </Radio.Group>
        <Space>
          <span>其他数量</span>
          <InputNumber
            aria-label="充值金币数"
            min={1}
            max={100000}
            precision={0}
            value={coins}
            onChange={(v) => setCoins(v ?? 1)}
          />
          <span>金币，应付 ¥{coins}.00</span>
        </Space>
        <Button type="primary" size="large" loading={pending} onClick={submit}>
          立即充值
        </Button>
      </Space>
    </MoneyFrame>
  );
}
