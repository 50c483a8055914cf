/**
 * /news, /updateList, /successfulcase, /production: a kind of article as a paged list, and the article named by ?id=
 * (drawn by the server first for search engines and link previews).
 */
import { Pagination } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useBootPreviewDone } from '../../../lib/bootPreview';
import { useArticles } from '../api';
import { ContentBody, dateText } from '../ContentBody';
import { articleListOf, idParam, useArticleView } from '../logic';
import styles from '../content.module.css';

function Detail({ id, back, backText }: { id: number; back: string; backText: string }) {
  const article = useArticleView(id);
  if (article.isPending) return <PageLoading />;
  if (article.isError)
    return <PageError title="文章不存在或已下线" error={article.error} onRetry={() => void article.refetch()} />;
  const a = article.data;
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <Link to={back}>← {backText}</Link>
      </p>
      <h1 className={styles.articleTitle}>{a.title}</h1>
      <div className={styles.meta}>
        {dateText(a.publishedAt)} · 阅读 {a.views}
      </div>
      <ContentBody html={a.html} />
    </article>
  );
}

export default function ArticlesPage() {
  const { pathname } = useLocation();
  const def = articleListOf(pathname);
  const [params, setParams] = useSearchParams();
  const id = idParam(params);
  const pageNum = Number(params.get('page')) || 1;
  const list = useArticles(def.kind, pageNum);
  useBootPreviewDone(id === null && !list.isPending);
  if (id !== null) {
    return (
      <div className={styles.narrow}>
        <Detail id={id} back={pathname} backText={def.title} />
      </div>
    );
  }
  return (
    <div className={styles.narrow}>
      <div className={styles.head}>
        <div>
          <h1>{def.title}</h1>
          <p className={styles.lead}>{def.lead}</p>
        </div>
      </div>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState description={def.empty} />
      ) : (
        <>
          <div className={styles.list}>
            {list.data.list.map((a) => (
              <Link
                key={a.id}
                to={`${pathname}?id=${a.id}`}
                className={a.cover ? styles.item : `${styles.item} ${styles.noCover}`}
              >
                {a.cover ? <img src={a.cover} alt="" loading="lazy" /> : null}
                <div>
                  <h2>{a.title}</h2>
                  <p>{a.summary}</p>
                  <p className={styles.meta} style={{ marginTop: 8 }}>
                    {dateText(a.publishedAt)}
                  </p>
                </div>
              </Link>
            ))}
          </div>
          {list.data.total > 10 ? (
            <Pagination
              style={{ marginTop: 20, textAlign: 'center' }}
              current={pageNum}
              total={list.data.total}
              pageSize={10}
              showSizeChanger={false}
              onChange={(p) => setParams({ page: String(p) })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
