/** /agreement/user (and the spec's /useProtocol) and /agreement/privacy: the texts of agreements.ts. Plain React. */
import { Link, useLocation } from 'react-router';
import { PRIVACY_POLICY, USER_AGREEMENT } from './agreements';
import styles from './site.module.css';

export default function AgreementPage() {
  const privacy = useLocation().pathname.startsWith('/agreement/privacy');
  const doc = privacy ? PRIVACY_POLICY : USER_AGREEMENT;
  return (
    <article className={styles.page}>
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
      <p className={styles.links}>
        {privacy ? <Link to="/agreement/user">用户协议</Link> : <Link to="/agreement/privacy">隐私政策</Link>}
        <Link to="/contactUs">联系我们</Link>
      </p>
    </article>
  );
}
