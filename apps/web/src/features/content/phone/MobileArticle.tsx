/** One article on a phone: its title, a line of facts, the cleaned body, and what the page puts under it. */
import type { ReactNode } from 'react';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import type { Article } from '../api';
import { ContentBody } from '../ContentBody';
import { useArticleView } from '../logic';
import styles from './mcontent.module.css';

export function MobileArticle({ id, meta, children }: { id: number; meta: (a: Article) => string; children?: ReactNode }) {
  const article = useArticleView(id);
  if (article.isPending) return <PhoneLoading />;
  if (article.isError) {
    return <PhoneError title="文章不存在或已下线" error={article.error} onRetry={() => void article.refetch()} />;
  }
  const a = article.data;
  return (
    <>
      <article className={styles.article}>
        <h1>{a.title}</h1>
        <p className={styles.meta}>{meta(a)}</p>
        <ContentBody html={a.html} />
      </article>
      {children}
    </>
  );
}
