/** Pieces of the earnings pages on a phone: the links between them and the balance figures. */
import { NavLink } from 'react-router';
import type { EarningsSummary } from '../cashoutApi';
import { price } from '../format';
import styles from './cashout.module.css';
import money from './money.module.css';

export function MAssetsTabs() {
  return (
    <nav className={styles.tabs} aria-label="收益与提现">
      <NavLink to="/myassets/list">我的收益</NavLink>
      <NavLink to="/myassets/withdraw">提现</NavLink>
      <NavLink to="/myassets/account">提现账户</NavLink>
    </nav>
  );
}

export function MBalances({ summary }: { summary: EarningsSummary | undefined }) {
  const figures: [string, number][] = [
    ['可提现', summary?.availableFen ?? 0],
    ['待结算', summary?.pendingFen ?? 0],
    ['提现中', summary?.heldFen ?? 0],
    ['已提现', summary?.withdrawnFen ?? 0],
  ];
  return (
    <div className={money.stats} style={{ flexWrap: 'wrap' }}>
      {figures.map(([label, fen]) => (
        <div key={label} className={money.stat} style={{ flex: '1 0 40%' }}>
          <div className={money.muted}>{label}</div>
          <div className={money.statValue}>{price(fen)}</div>
        </div>
      ))}
    </div>
  );
}
