/**
 * /helpWord and /helpList: the help centre. Articles by category on the side, a search over titles and text, and
 * the article named by ?id= (its first screen is drawn by the server for search engines and link previews).
 */
import { Input } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useBootPreviewDone } from '../../../lib/bootPreview';
import { useHelp } from '../api';
import { BannerCarousel } from '../BannerCarousel';
import { ContentBody, dateText } from '../ContentBody';
import { idParam, useArticleView } from '../logic';
import styles from '../content.module.css';

function Article({ id }: { id: number }) {
  const article = useArticleView(id);
  if (article.isPending) return <PageLoading />;
  if (article.isError)
    return <PageError title="文章不存在或已下线" error={article.error} onRetry={() => void article.refetch()} />;
  const a = article.data;
  return (
    <article className={styles.card}>
      <h1 className={styles.articleTitle}>{a.title}</h1>
      <div className={styles.meta}>
        {a.category || '帮助'} · 更新于 {dateText(a.updatedAt)}
      </div>
      <ContentBody html={a.html} />
    </article>
  );
}

export default function HelpPage() {
  const [params, setParams] = useSearchParams();
  const id = idParam(params);
  const keyword = params.get('keyword') ?? '';
  const help = useHelp(keyword);
  useBootPreviewDone(id === null && !help.isPending);
  const categories = help.data?.categories ?? [];
  const search = (value: string) => setParams(value.trim() ? { keyword: value.trim() } : {});
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1>帮助中心</h1>
          <p className={styles.lead}>注册登录、上传模型、购买下载、建模交易的常见问题</p>
        </div>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          placeholder="搜索问题，如：上传、下载、发票"
          allowClear
          enterButton="搜索"
          style={{ maxWidth: 420 }}
          onSearch={search}
        />
      </div>
      <BannerCarousel position="help" className={styles.hero} />
      <div className={styles.layout}>
        <nav className={styles.side} aria-label="帮助分类">
          {help.isPending ? <PageLoading /> : null}
          {categories.map((c) => (
            <div key={c.category}>
              <h2>{c.category}</h2>
              {c.list.map((a) => (
                <Link key={a.id} to={`/helpList?id=${a.id}`} className={a.id === id ? styles.on : undefined}>
                  {a.title}
                </Link>
              ))}
            </div>
          ))}
          {!help.isPending && categories.length === 0 ? (
            <EmptyState description={keyword ? `没有找到与“${keyword}”相关的帮助` : '帮助文章正在整理中'} />
          ) : null}
        </nav>
        <main>
          {id !== null ? (
            <Article id={id} />
          ) : help.isError ? (
            <PageError error={help.error} onRetry={() => void help.refetch()} />
          ) : help.isPending ? (
            <PageLoading />
          ) : categories.length === 0 ? (
            <div className={styles.card}>
              <EmptyState description={keyword ? '换个关键词试试，或联系客服' : '帮助文章正在整理中'}>
                <Link to="/feedback">意见反馈</Link> · <Link to="/contactUs">联系我们</Link>
              </EmptyState>
            </div>
          ) : (
            <div className={styles.list}>
              {categories.flatMap((c) =>
                c.list.map((a) => (
                  <Link key={a.id} to={`/helpList?id=${a.id}`} className={`${styles.item} ${styles.noCover}`}>
                    <div>
                      <h2>{a.title}</h2>
                      <p>{a.summary || c.category}</p>
                    </div>
                  </Link>
                )),
              )}
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
