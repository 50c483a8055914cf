/** WeChat redirects here with ?code=&state= after the user authorised the site. */
import { MobileOutlined, WechatOutlined } from '@ant-design/icons';
import type { wechatBindBody } from '@moxing/shared';
import { App, Avatar, Button, Form, Input, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useUpdateWxLogin, useWechatBind, useWechatLoginUser } from '../hooks';
import { SmsCodeFields } from './SmsCodeFields';
import { PageLoading, errorText } from '../../../components/states';
import { phoneRules } from '../../../lib/formRules';
import { clearWechatBindIntent, hasWechatBindIntent } from '../../../lib/wechatIntent';
import { session } from '../../../stores/session';
import styles from './page.module.css';

type BindValues = Pick<z.input<typeof wechatBindBody>, 'login' | 'code'> & { captcha: string };

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.wrap} style={{ justifyContent: 'center' }}>
        <div className={styles.card}>{children}</div>
      </div>
    </div>
  );
}

function BindForm({ ticket, nickname, avatar }: { ticket: string; nickname: string; avatar: string | null }) {
  const bind = useWechatBind();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const onFinish = async (values: BindValues) => {
    try {
      await bind.mutateAsync({ ticket, login: values.login.trim(), code: values.code.trim() });
      void message.success('绑定成功，已登录');
      void navigate('/', { replace: true });
    } catch {
      // the client already showed the reason
    }
  };
  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <Avatar size={56} src={avatar || undefined} icon={<WechatOutlined />} style={{ background: '#07c160' }} />
        <div>
          <h1 style={{ margin: 0 }}>绑定手机号</h1>
          <p className={styles.sub} style={{ margin: 0 }}>
            微信用户 {nickname || ''}，首次登录请绑定手机号。未注册的手机号将自动注册。
          </p>
        </div>
      </div>
      <Form<BindValues> name="wechat-bind" layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
        <Form.Item name="login" label="手机号" rules={phoneRules}>
          <Input prefix={<MobileOutlined />} placeholder="11 位手机号" maxLength={11} inputMode="numeric" size="large" />
        </Form.Item>
        <SmsCodeFields purpose="bind" labels />
        <Button type="primary" htmlType="submit" block size="large" loading={bind.isPending}>
          绑定并登录
        </Button>
      </Form>
    </>
  );
}

function LoginFlow({ code, state }: { code: string; state: string | undefined }) {
  const result = useWechatLoginUser(code, state);
  const navigate = useNavigate();
  const loggedIn = result.data?.status === 'loggedIn';
  useEffect(() => {
    if (loggedIn) void navigate('/', { replace: true });
  }, [loggedIn, navigate]);
  if (result.isPending || loggedIn) return <PageLoading tip="正在通过微信登录…" />;
  if (result.isError) {
    return (
      <Result
        status="warning"
        title="微信登录失败"
        subTitle={`${errorText(result.error)}。授权码只能使用一次，请重新扫码。`}
        extra={
          <Button
            type="primary"
            onClick={() => {
              void navigate('/');
              session.openLogin('wechat');
            }}
          >
            重新扫码登录
          </Button>
        }
      />
    );
  }
  if (result.data.status === 'needBind') {
    return <BindForm ticket={result.data.ticket} nickname={result.data.nickname} avatar={result.data.avatar} />;
  }
  return null;
}

/** Binding WeChat to the account that is already logged in (started from the personal page). */
function BindToAccount({ code }: { code: string }) {
  const update = useUpdateWxLogin();
  const navigate = useNavigate();
  const { mutate } = update;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === code) return; // a WeChat code works once
    started.current = code;
    mutate(code, { onSuccess: () => void navigate('/myaccount/personal', { replace: true }) });
  }, [code, mutate, navigate]);
  if (update.isError) {
    return (
      <Result
        status="warning"
        title="微信绑定失败"
        subTitle={errorText(update.error)}
        extra={
          <Link to="/myaccount/personal">
            <Button type="primary">返回个人资料</Button>
          </Link>
        }
      />
    );
  }
  return <PageLoading tip="正在绑定微信…" />;
}

export default function WechatBindPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? undefined;
  const [bindIntent] = useState(() => hasWechatBindIntent() && session.isLoggedIn());
  useEffect(() => clearWechatBindIntent(), []);
  if (!code) {
    return (
      <Frame>
        <Result
          status="info"
          title="缺少微信授权信息"
          subTitle="请从登录窗口的“微信登录”重新扫码。"
          extra={
            <Link to="/">
              <Button type="primary">返回首页</Button>
            </Link>
          }
        />
      </Frame>
    );
  }
  return <Frame>{bindIntent ? <BindToAccount code={code} /> : <LoginFlow code={code} state={state} />}</Frame>;
}
