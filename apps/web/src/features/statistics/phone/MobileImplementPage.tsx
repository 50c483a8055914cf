/** /implement on a phone. */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { errorText } from '../../../lib/errorText';
import { useImplementList } from '../api';
import { ShowcaseArt } from '../ShowcaseArt';
import styles from '../statistics.module.css';

export default function MobileImplementPage() {
  const list = useImplementList();
  return (
    <div className={styles.phonePage}>
      <h1 className={styles.title}>硬件与工具</h1>
      {list.isPending ? (
        <DotLoading />
      ) : list.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(list.error)} />
      ) : list.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="暂无展示的设备" description="" />
      ) : (
        list.data.list.map((e, i) => (
          <article key={e.id} className={styles.showcaseItem} style={{ marginTop: 12 }}>
            <ShowcaseArt code={e.code} index={i} className={styles.showcaseArt} />
            <div className={styles.showcaseBody}>
              <h2>{e.bigTitle}</h2>
              <h3>{e.smallTitle}</h3>
              <p>{e.text}</p>
              {e.descUrl && (
                <Button size="small" onClick={() => window.location.assign(e.descUrl)}>
                  了解详情
                </Button>
              )}
            </div>
          </article>
        ))
      )}
    </div>
  );
}
