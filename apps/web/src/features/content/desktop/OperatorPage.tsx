/**
 * The pages operators write whole: about (/introduce), landing pages (/land, /party, /websiteSource, /bilibili,
 * /remNew, /animation) and the activity pages (/exhibition, /furniture, ...). The path names the page; an activity
 * has a sign-up button. The first screen is drawn by the server (title, description, Open Graph picture).
 */
import { Button, Result, App } from 'antd';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { ContentBody } from '../ContentBody';
import { operatorPageMeta, useActivitySignUp, useOperatorPage } from '../logic';
import styles from '../content.module.css';

function JoinButton({ id }: { id: number }) {
  const { message } = App.useApp();
  const signUp = useActivitySignUp((e) => void message.error(errorText(e)));
  if (signUp.count !== null) return <Button disabled>已报名（{signUp.count} 人参加）</Button>;
  return (
    <Button type="primary" size="large" loading={signUp.pending} onClick={() => signUp.start(id)}>
      报名参加
    </Button>
  );
}

export default function OperatorPage() {
  const slug = useLocation().pathname.slice(1);
  const page = useOperatorPage(slug);
  if (page.isPending) return <PageLoading />;
  if (page.isError) {
    return (
      <Result
        status="info"
        title="页面暂未开放"
        subTitle="活动还在筹备中，敬请期待。"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    );
  }
  const p = page.data;
  return (
    <div className={styles.narrow}>
      <article className={styles.card}>
        {p.cover ? <img className={styles.hero} src={p.cover} alt={p.title} /> : null}
        <h1 className={styles.articleTitle}>{p.title}</h1>
        <div className={styles.meta}>{operatorPageMeta(p)}</div>
        <ContentBody html={p.html} />
        {p.kind === 'activity' ? (
          <div style={{ marginTop: 24, textAlign: 'center' }}>
            <JoinButton id={p.id} />
          </div>
        ) : null}
      </article>
    </div>
  );
}
