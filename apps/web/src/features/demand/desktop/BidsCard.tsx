/** The bids on a demand as everybody may see them: who, how many days, status; prices only for the owner and the bidder. */
import type { BidView } from '@moxing/shared';
import { Card, Skeleton } from 'antd';
import { useBidList } from '../hooks';
import { EmptyState, PageError } from '../../../components/states';
import { timeAgo } from '../format';
import { BidStatusTag, ModellerLine } from './DemandUi';
import styles from './demand.module.css';

export function BidRow({ bid }: { bid: BidView }) {
  return (
    <div className={styles.bidRow} data-bid-code={bid.code}>
      <div className={styles.grow}>
        <ModellerLine
          modeller={bid.modeller}
          extra={
            <>
              <BidStatusTag status={bid.status} text={bid.statusText} />
              {bid.mine ? <span className={styles.muted}>（我的投标）</span> : null}
            </>
          }
        />
      </div>
      <div style={{ textAlign: 'right', flexShrink: 0 }}>
        <div className={bid.price !== null ? styles.price : styles.muted}>{bid.priceText}</div>
        <div className={`${styles.muted} ${styles.small}`}>
          工期 {bid.days} 天 · {timeAgo(bid.createdAt)}
        </div>
      </div>
    </div>
  );
}

export function BidsCard({ code, count }: { code: string; count: number }) {
  const bids = useBidList(code);
  return (
    <Card className={styles.card} title={`投标记录（${count}）`}>
      {bids.isPending ? (
        <Skeleton active avatar />
      ) : bids.isError ? (
        <PageError error={bids.error} onRetry={() => void bids.refetch()} />
      ) : bids.data.list.length === 0 ? (
        <EmptyState description="还没有建模师投标" />
      ) : (
        bids.data.list.map((bid) => <BidRow key={bid.code} bid={bid} />)
      )}
    </Card>
  );
}
