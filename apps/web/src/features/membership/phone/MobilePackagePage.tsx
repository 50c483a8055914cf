/** The package pages on a phone: /upgrade, /active/vip, /active/vip2. */
import { Button, DotLoading, ErrorBlock, NoticeBar, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { usePackagePage, VARIANT_TITLES, type PackagePageVariant } from '../hooks';
import { buyLink, dateText, durationText, priceText, roleLines } from '../logic';
import styles from './mobileMembership.module.css';

export function MobilePackagePage({ variant }: { variant: PackagePageVariant }) {
  const { packages, list, picked, featureLabel, current } = usePackagePage(variant);
  const text = VARIANT_TITLES[variant];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.lead}>{text.lead}</p>
      {featureLabel ? <NoticeBar content={`开通含“${featureLabel}”的套餐后即可使用`} color="info" /> : null}
      {current ? <NoticeBar content={`当前套餐：${current.title}，至 ${dateText(current.expiresAt)}`} color="success" /> : null}
      {packages.isPending ? (
        <DotLoading color="primary" />
      ) : packages.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(packages.error)} />
      ) : list.length === 0 ? (
        <ErrorBlock status="empty" title="暂无在售套餐" description="" />
      ) : (
        list.map((p) => (
          <article
            key={p.id}
            className={`${styles.card} ${p.id === picked ? styles.picked : ''}`}
            data-package={p.id}
            aria-label={p.title}
          >
            <div>
              <strong>{p.title}</strong> {p.id === picked ? <Tag color="warning">推荐</Tag> : null}
            </div>
            <div className={styles.price}>
              {priceText(p.priceFen)} <small>/ {durationText(p.durationDays)}</small>
            </div>
            <ul className={styles.roles}>
              {roleLines(p).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Link to={buyLink(p.id)}>
              <Button block color="primary">
                立即开通
              </Button>
            </Link>
          </article>
        ))
      )}
    </div>
  );
}
