/** /voucherCenter and /myaccount/toRecharge on a phone: pick an amount of coins, then pay for it. */
import { Button, Stepper, Toast } from 'antd-mobile';
import { usePayOptions } from '../api';
import { useRecharge } from '../checkout';
import { TOPUP_CHOICES } from '../format';
import styles from './money.module.css';
import { MobileMoneyPage } from './ui';

export default function MobileRechargePage() {
  const options = usePayOptions();
  const { coins, setCoins, submit, pending } = useRecharge({ error: (t) => Toast.show({ icon: 'fail', content: t }) });
  return (
    <MobileMoneyPage title="金币充值">
      <div className={styles.card}>
        <div className={styles.muted}>我的金币</div>
        <div className={styles.statValue}>{options.data?.coins ?? 0} 金币</div>
        <div className={styles.muted}>1 金币 = 1 元，可用于购买模型、套餐和托管需求款。</div>
      </div>
      <div className={styles.amounts} role="radiogroup" aria-label="充值金额">
        {TOPUP_CHOICES.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={c === coins}
            className={`${styles.amount} ${c === coins ? styles.amountPicked : ''}`}
            onClick={() => setCoins(c)}
          >
            {c} 金币
          </button>
        ))}
      </div>
      <div className={`${styles.card} ${styles.row}`} style={{ alignItems: 'center' }}>
        <span>其他数量</span>
        <Stepper aria-label="充值金币数" min={1} max={100000} digits={0} value={coins} onChange={(v) => setCoins(v || 1)} />
      </div>
      <p>
        应付 <span className={styles.price}>¥{coins}.00</span>
      </p>
      <Button block color="primary" size="large" loading={pending} onClick={submit}>
        立即充值
      </Button>
    </MobileMoneyPage>
  );
}
