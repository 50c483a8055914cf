/** /implement: the hardware and tool download showcase (entries edited by operators at /admin/implement). */
import { Button, Empty, Skeleton } from 'antd';
import { PageError } from '../../../components/states';
import { useImplementList } from '../api';
import { ShowcaseArt } from '../ShowcaseArt';
import styles from '../statistics.module.css';

export default function ImplementPage() {
  const list = useImplementList();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>硬件与工具</h1>
          <p className={styles.lead}>扫描采集设备与建模工具：采集后一键上传，自动生成三维展示。</p>
        </div>
      </div>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty description="暂无展示的设备" />
      ) : (
        <div className={styles.showcase}>
          {list.data.list.map((e, i) => (
            <article key={e.id} className={styles.showcaseItem}>
              <ShowcaseArt code={e.code} index={i} className={styles.showcaseArt} />
              <div className={styles.showcaseBody}>
                <span className={styles.code}>{e.code}</span>
                <h2>{e.bigTitle}</h2>
                <h3>{e.smallTitle}</h3>
                <p>{e.text}</p>
                {e.descUrl && <Button href={e.descUrl}>了解详情</Button>} {e.video && <Button href={e.video}>观看视频</Button>}
              </div>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
