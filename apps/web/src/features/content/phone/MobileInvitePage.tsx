/**
 * /invite (my invite code, link and the friends it brought) and /invitationPage (where an invite link lands: it
 * sends the visitor to registration with the code filled in) on a phone.
 */
import { Button, Input, List, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import { errorText } from '../../../lib/errorText';
import { copyPlainText } from '../../../lib/share';
import { session, useSession } from '../../../stores/session';
import { useBindInvite, useMyInvite } from '../api';
import { dateText } from '../ContentBody';
import { INVITE_REWARD_TEXT, invitationCode, invitationText, inviteLink, registerLink } from '../logic';
import styles from './mcontent.module.css';

function Landing({ code }: { code: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.padded}>
      <Result status="success" title="好友邀请您加入模型星球" description={invitationText(code)} />
      <Button block color="primary" size="large" onClick={() => void navigate(registerLink(code))}>
        立即注册
      </Button>
    </div>
  );
}

function BindForm() {
  const bind = useBindInvite();
  const [code, setCode] = useState('');
  return (
    <div className={styles.card}>
      <label className={styles.label} htmlFor="invite-bind">
        是好友邀请您来的？填写他的邀请码
      </label>
      <div className={styles.bind}>
        <Input
          id="invite-bind"
          className={styles.bindInput}
          value={code}
          onChange={setCode}
          placeholder="邀请码"
          maxLength={12}
          clearable
        />
        <Button
          color="primary"
          loading={bind.isPending}
          onClick={() =>
            bind.mutate(code, {
              onSuccess: () => void Toast.show({ icon: 'success', content: '已填写邀请码' }),
              onError: (e) => void Toast.show({ icon: 'fail', content: errorText(e) }),
            })
          }
        >
          提交
        </Button>
      </div>
    </div>
  );
}

function MyInvite() {
  const token = useSession((s) => s.token);
  const mine = useMyInvite();
  if (!token) {
    return (
      <div className={styles.padded}>
        <Result status="info" title="邀请好友加入模型星球" description="登录后获取您的专属邀请码和邀请链接。" />
        <Button block color="primary" onClick={() => session.openLogin('password', '/invite')}>
          登录 / 注册
        </Button>
      </div>
    );
  }
  if (mine.isPending) return <PhoneLoading />;
  if (mine.isError) return <PhoneError error={mine.error} onRetry={() => void mine.refetch()} />;
  const d = mine.data;
  const link = inviteLink(d.code);
  const copy = (text: string, what: string) =>
    void copyPlainText(text).then((ok) =>
      Toast.show(ok ? { icon: 'success', content: `${what}已复制` } : { icon: 'fail', content: '复制失败，请长按手动复制' }),
    );
  return (
    <div className={styles.page}>
      <div className={styles.codeCard}>
        <p>我的邀请码</p>
        <strong className={styles.code}>{d.code}</strong>
        <p className={styles.link}>{link}</p>
        <p className={styles.link}>{INVITE_REWARD_TEXT}</p>
        <div className={styles.actions}>
          <Button onClick={() => copy(d.code, '邀请码')}>复制邀请码</Button>
          <Button onClick={() => copy(link, '邀请链接')}>复制邀请链接</Button>
        </div>
      </div>
      {d.invitedBy ? <p className={styles.meta}>邀请您的好友：{d.invitedBy.nickname}</p> : <BindForm />}
      <List header={`已邀请 ${d.invitedCount} 位好友`}>
        {d.list.length === 0 ? (
          <List.Item description="好友通过您的链接或邀请码注册，即记为您邀请的好友">还没有好友注册</List.Item>
        ) : (
          d.list.map((f) => (
            <List.Item key={`${f.nickname}${f.createdAt}`} extra={`${dateText(f.createdAt)} 注册`}>
              {f.nickname}
            </List.Item>
          ))
        )}
      </List>
    </div>
  );
}

export default function MobileInvitePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname === '/invitationPage' ? <Landing code={invitationCode(params)} /> : <MyInvite />;
}
