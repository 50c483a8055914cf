/** /myPackageOrder on a phone: my packages, their state and roles. */
import { GRANT_SOURCE_LABELS } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useGrants, usePackVersion } from '../api';
import { dateText, priceText, stateLabel } from '../logic';
import styles from './mobileMembership.module.css';

export default function MobileMyPackageOrderPage() {
  const grants = useGrants(1);
  const current = usePackVersion().data?.current ?? null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>我的套餐</h1>
      <p className={styles.lead}>{current ? `当前：${current.title}，至 ${dateText(current.expiresAt)}` : '当前为免费版'}</p>
      <Link to="/upgrade">
        <Button block color="primary">
          {current ? '续费或升级' : '开通套餐'}
        </Button>
      </Link>
      {grants.isPending ? (
        <DotLoading color="primary" />
      ) : grants.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(grants.error)} />
      ) : grants.data.total === 0 ? (
        <ErrorBlock status="empty" title="暂无套餐记录" description="" />
      ) : (
        grants.data.list.map((g) => (
          <article key={g.id} className={styles.card} style={{ marginTop: 12 }}>
            <div>
              <strong>{g.title}</strong> <Tag color={g.state === 'active' ? 'success' : 'default'}>{stateLabel(g.state)}</Tag>
            </div>
            <div className={styles.meta}>
              {GRANT_SOURCE_LABELS[g.source]}
              {g.orderNo ? ` · ${g.orderNo} · ${priceText(g.amountFen)}` : ''}
              <br />
              {dateText(g.startsAt)} 至 {dateText(g.expiresAt)}
              <br />
              {g.roles.map((r) => r.name).join('、')}
            </div>
          </article>
        ))
      )}
    </div>
  );
}
