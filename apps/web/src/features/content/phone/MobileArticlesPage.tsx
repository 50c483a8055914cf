/**
 * /news, /updateList, /successfulcase, /production on a phone: the articles as a feed that loads more as it scrolls,
 * and the article named by ?id= (its first screen drawn by the server).
 */
import { Button, InfiniteScroll } from 'antd-mobile';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useBootPreviewDone } from '../../../lib/bootPreview';
import { useArticlePages } from '../api';
import { dateText } from '../ContentBody';
import { articleListOf, idParam, type ArticleList } from '../logic';
import { MobileArticle } from './MobileArticle';
import styles from './mcontent.module.css';

function Feed({ list, path }: { list: ArticleList; path: string }) {
  const pages = useArticlePages(list.kind);
  useBootPreviewDone(!pages.isPending);
  if (pages.isPending) return <PhoneLoading />;
  if (pages.isError) return <PhoneError error={pages.error} onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <PhoneEmpty title={list.empty} description={list.lead} />;
  return (
    <>
      <p className={styles.lead}>{list.lead}</p>
      <ul className={styles.feed}>
        {items.map((a) => (
          <li key={a.id}>
            <Link to={`${path}?id=${a.id}`} className={styles.feedItem}>
              <div className={styles.feedText}>
                <h2>{a.title}</h2>
                {a.summary ? <p>{a.summary}</p> : null}
                <span className={styles.meta}>{dateText(a.publishedAt)}</span>
              </div>
              {a.cover ? <img src={a.cover} alt="" loading="lazy" /> : null}
            </Link>
          </li>
        ))}
      </ul>
      <InfiniteScroll
        hasMore={Boolean(pages.hasNextPage)}
        loadMore={async () => void (await pages.fetchNextPage({ throwOnError: true }))}
      />
    </>
  );
}

export default function MobileArticlesPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const list = articleListOf(pathname);
  const id = idParam(params);
  if (id === null) return <Feed list={list} path={pathname} />;
  return (
    <MobileArticle id={id} meta={(a) => `${dateText(a.publishedAt)} · 阅读 ${a.views}`}>
      <div className={styles.after}>
        <Button block onClick={() => void navigate(pathname)}>
          查看更多{list.title}
        </Button>
      </div>
    </MobileArticle>
  );
}
