/** The package cards of /upgrade, /active/vip and /active/vip2 (desktop). */
import { PACKAGE_KIND_LABELS, type PackageView } from '@moxing/shared';
import { Alert, Button, Tag } from 'antd';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { usePackagePage, VARIANT_TITLES, type PackagePageVariant } from '../hooks';
import { buyLink, dateText, durationText, priceText, roleLines } from '../logic';
import styles from './membership.module.css';

function Card({ p, picked }: { p: PackageView; picked: boolean }) {
  return (
    <article className={`${styles.card} ${picked ? styles.picked : ''}`} data-package={p.id} aria-label={p.title}>
      <div>
        <Tag color={p.kind === 'combo' ? 'blue' : 'default'}>{PACKAGE_KIND_LABELS[p.kind]}</Tag>
        {picked ? <Tag color="gold">推荐</Tag> : null}
      </div>
      <h2 style={{ margin: 0 }}>{p.title}</h2>
      <div className={styles.price}>
        {priceText(p.priceFen)} <span className={styles.per}>/ {durationText(p.durationDays)}</span>
      </div>
      {p.description ? <p className={styles.lead}>{p.description}</p> : null}
      <ul className={styles.roles}>
        {roleLines(p).map((line) => (
          <li key={line}>✓ {line}</li>
        ))}
      </ul>
      <Link to={buyLink(p.id)}>
        <Button type="primary" block>
          立即开通
        </Button>
      </Link>
    </article>
  );
}

export function PackagePage({ variant }: { variant: PackagePageVariant }) {
  const { packages, list, picked, featureLabel, current } = usePackagePage(variant);
  const text = VARIANT_TITLES[variant];
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.lead}>{text.lead}</p>
      </div>
      {featureLabel ? (
        <Alert className={styles.notice} type="info" showIcon title={`开通下列含“${featureLabel}”的套餐后即可使用该功能`} />
      ) : null}
      {current ? (
        <Alert
          className={styles.notice}
          type="success"
          showIcon
          title={`当前套餐：${current.title}，有效期至 ${dateText(current.expiresAt)}。再次开通同一套餐将自动顺延。`}
          action={<Link to="/myPackageOrder">我的套餐</Link>}
        />
      ) : null}
      {packages.isPending ? (
        <PageLoading />
      ) : packages.isError ? (
        <PageError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState description="暂无在售套餐" />
      ) : (
        <div className={styles.grid}>
          {list.map((p) => (
            <Card key={p.id} p={p} picked={p.id === picked} />
          ))}
        </div>
      )}
    </div>
  );
}
