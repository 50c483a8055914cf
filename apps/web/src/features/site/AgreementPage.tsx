/**
 * /agreement/user (and the spec's /useProtocol) and /agreement/privacy. The text an operator published as the page
 * `useProtocol` or `privacy` (content console) when there is one; else the built-in texts (packages/shared/src/agreements.ts).
 */
import { PRIVACY_POLICY, USER_AGREEMENT } from '@moxing/shared';
import { Link, useLocation } from 'react-router';
import { useBootPreviewDone } from '../../lib/bootPreview';
import { ContentBody, usePage } from '../content';
import styles from './site.module.css';

export default function AgreementPage() {
  const privacy = useLocation().pathname.startsWith('/agreement/privacy');
  const edited = usePage(privacy ? 'privacy' : 'useProtocol');
  const doc = privacy ? PRIVACY_POLICY : USER_AGREEMENT;
  useBootPreviewDone(!edited.isPending);
  if (edited.isPending) return <article className={styles.page} aria-busy="true" />;
  return (
    <article className={styles.page}>
      {edited.data ? (
        <>
          <h1>{edited.data.title}</h1>
          <p className={styles.updated}>更新日期：{edited.data.updatedAt.slice(0, 10)}</p>
          <ContentBody html={edited.data.html} />
        </>
      ) : (
        <>
          <h1>模型星球{doc.title}</h1>
          <p className={styles.updated}>更新日期：{doc.updated}</p>
          {doc.sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </>
      )}
      <p className={styles.links}>
        {privacy ? <Link to="/agreement/user">用户协议</Link> : <Link to="/agreement/privacy">隐私政策</Link>}
        <Link to="/contactUs">联系我们</Link>
      </p>
    </article>
  );
}
