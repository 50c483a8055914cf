/**
 * The operators' whole pages on a phone: about (/introduce), the landing pages and the activity pages, an activity
 * with its sign-up bar kept at the bottom of the screen.
 */
import { Button, Result, SafeArea, Toast } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { PhoneLoading } from '../../../components/phone/states';
import { errorText } from '../../../lib/errorText';
import { ContentBody } from '../ContentBody';
import { operatorPageMeta, useActivitySignUp, useOperatorPage } from '../logic';
import styles from './mcontent.module.css';

function SignUpBar({ id }: { id: number }) {
  const signUp = useActivitySignUp((e) => void Toast.show({ icon: 'fail', content: errorText(e) }));
  return (
    <div className={styles.actionBar}>
      <Button
        block
        color="primary"
        size="large"
        loading={signUp.pending}
        disabled={signUp.count !== null}
        onClick={() => signUp.start(id)}
      >
        {signUp.count === null ? '报名参加' : `已报名（${signUp.count} 人参加）`}
      </Button>
      <SafeArea position="bottom" />
    </div>
  );
}

export default function MobileOperatorPage() {
  const slug = useLocation().pathname.slice(1);
  const page = useOperatorPage(slug);
  const navigate = useNavigate();
  if (page.isPending) return <PhoneLoading />;
  if (page.isError) {
    return (
      <div className={styles.padded}>
        <Result status="info" title="页面暂未开放" description="活动还在筹备中，敬请期待。" />
        <Button block color="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      </div>
    );
  }
  const p = page.data;
  return (
    <>
      {p.cover ? <img className={styles.cover} src={p.cover} alt={p.title} /> : null}
      <article className={styles.article}>
        <h1>{p.title}</h1>
        <p className={styles.meta}>{operatorPageMeta(p)}</p>
        <ContentBody html={p.html} />
      </article>
      {p.kind === 'activity' ? <SignUpBar id={p.id} /> : null}
    </>
  );
}
