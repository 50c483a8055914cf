/** /mycollect/model on a phone: my collected models, loaded page by page as I scroll. */
import { Button, DotLoading, ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ModelCard, ModelCardSkeleton, ModelGrid } from '../../../components/ModelCard';
import { errorText } from '../../../lib/errorText';
import { useInfiniteCollected } from '../hooks';
import styles from './collect.module.css';

export default function MobileCollectPage() {
  const navigate = useNavigate();
  const query = useInfiniteCollected();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isError && items.length === 0) {
    return (
      <ErrorBlock status="default" title="加载失败" description={errorText(query.error)}>
        <Button color="primary" size="small" onClick={() => void query.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <div className={styles.page} style={{ paddingTop: 12 }}>
      <div className={styles.grid}>
        {query.isPending ? (
          <ModelGrid>
            {Array.from({ length: 4 }, (_, i) => (
              <ModelCardSkeleton key={i} />
            ))}
          </ModelGrid>
        ) : items.length === 0 ? (
          <ErrorBlock status="empty" title="还没有收藏模型" description="看到喜欢的模型点“收藏”就会出现在这里">
            <Button color="primary" size="small" onClick={() => void navigate('/good')}>
              去模型库逛逛
            </Button>
          </ErrorBlock>
        ) : (
          <>
            <ModelGrid>
              {items.map((m) => (
                <ModelCard key={m.modelCode} model={m} compact />
              ))}
            </ModelGrid>
            <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={Boolean(query.hasNextPage)}>
              {query.hasNextPage ? <DotLoading /> : <span>没有更多了</span>}
            </InfiniteScroll>
          </>
        )}
      </div>
    </div>
  );
}
