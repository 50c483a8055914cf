/**
 * /invite (my invite code, link and the friends it brought) and /invitationPage (where an invite link lands: it
 * sends the visitor to registration with the code filled in).
 */
import { Button, Input, Result, Space, App, Typography } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { useBindInvite, useMyInvite } from '../api';
import { dateText } from '../ContentBody';
import { INVITE_REWARD_TEXT, invitationCode, invitationText, inviteLink, registerLink } from '../logic';
import styles from '../content.module.css';
import { useState } from 'react';

function Landing({ code }: { code: string }) {
  return (
    <Result
      status="success"
      title="好友邀请您加入模型星球"
      subTitle={invitationText(code)}
      extra={
        <Link to={registerLink(code)}>
          <Button type="primary" size="large">
            立即注册
          </Button>
        </Link>
      }
    />
  );
}

function BindForm() {
  const bind = useBindInvite();
  const [code, setCode] = useState('');
  const { message } = App.useApp();
  return (
    <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
      <Input value={code} onChange={(e) => setCode(e.target.value)} placeholder="填写邀请您的好友的邀请码" maxLength={12} />
      <Button
        loading={bind.isPending}
        onClick={() =>
          bind.mutate(code, {
            onSuccess: () => void message.success('已填写邀请码'),
            onError: (e) => void message.error(errorText(e)),
          })
        }
      >
        提交
      </Button>
    </Space.Compact>
  );
}

export default function InvitePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const mine = useMyInvite();
  if (pathname === '/invitationPage') return <Landing code={invitationCode(params)} />;
  if (!token) {
    return (
      <Result
        status="info"
        title="邀请好友加入模型星球"
        subTitle="登录后获取您的专属邀请码和邀请链接。"
        extra={
          <Button type="primary" onClick={() => session.openLogin('password', '/invite')}>
            登录 / 注册
          </Button>
        }
      />
    );
  }
  if (mine.isPending) return <PageLoading />;
  if (mine.isError) return <PageError error={mine.error} onRetry={() => void mine.refetch()} />;
  const link = inviteLink(mine.data.code);
  return (
    <div className={styles.narrow}>
      <div className={styles.head}>
        <div>
          <h1>邀请好友</h1>
          <p className={styles.lead}>{INVITE_REWARD_TEXT}</p>
        </div>
      </div>
      <div className={styles.card} style={{ marginBottom: 20 }}>
        <p className={styles.meta}>我的邀请码</p>
        <Typography.Title level={2} copyable style={{ letterSpacing: 4, marginTop: 0 }}>
          {mine.data.code}
        </Typography.Title>
        <p className={styles.meta}>邀请链接</p>
        <Typography.Paragraph copyable={{ text: link }} style={{ wordBreak: 'break-all' }}>
          {link}
        </Typography.Paragraph>
        {mine.data.invitedBy ? <p className={styles.meta}>邀请您的好友：{mine.data.invitedBy.nickname}</p> : <BindForm />}
      </div>
      <h2 style={{ fontSize: 18 }}>已邀请 {mine.data.invitedCount} 位好友</h2>
      {mine.data.list.length === 0 ? (
        <EmptyState description="还没有好友通过您的邀请注册，把链接发给朋友试试吧" />
      ) : (
        <div className={styles.card}>
          {mine.data.list.map((f) => (
            <p key={`${f.nickname}${f.createdAt}`} style={{ display: 'flex', justifyContent: 'space-between', margin: '6px 0' }}>
              <span>{f.nickname}</span>
              <span className={styles.meta}>{dateText(f.createdAt)} 注册</span>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
