/** Password / SMS code / WeChat login for phones. */
import { Button, DotLoading, Form, Input, Tabs } from 'antd-mobile';
import { Link } from 'react-router';
import {
  useCodeLoginForm,
  usePasswordLoginForm,
  type CodeLoginValues,
  type LoginPanelProps,
  type PasswordLoginValues,
  useWechatPane,
} from '../forms';
import { errorText } from '../../../lib/errorText';
import { phoneRules } from '../../../lib/formRules';
import type { LoginTab } from '../../../stores/session';
import styles from '../../../components/phone/mobile.module.css';
import { MobileSmsFields } from './MobileSmsFields';

/** The phone field both forms start with. */
function PhoneItem() {
  return (
    <Form.Item name="login" label="手机号" rules={phoneRules}>
      <Input placeholder="11 位手机号" maxLength={11} inputMode="numeric" autoComplete="tel" clearable />
    </Form.Item>
  );
}

function SubmitButton({ loading }: { loading: boolean }) {
  return (
    <Button block type="submit" color="primary" size="large" loading={loading} style={{ marginTop: 16 }}>
      登录
    </Button>
  );
}

function PasswordForm({ onDone, onNavigate }: { onDone: () => void; onNavigate: () => void }) {
  const login = usePasswordLoginForm(onDone);
  return (
    <Form
      name="m-password-login"
      layout="horizontal"
      onFinish={(v: PasswordLoginValues) => void login.submit(v)}
      footer={
        <>
          <div className={styles.links}>
            <Link to="/forget" onClick={onNavigate}>
              忘记密码？
            </Link>
            <Link to="/register" onClick={onNavigate}>
              免费注册
            </Link>
          </div>
          <SubmitButton loading={login.pending} />
        </>
      }
    >
      <PhoneItem />
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请填写密码' }]}>
        <Input placeholder="请输入密码" type="password" autoComplete="current-password" clearable />
      </Form.Item>
      {login.captcha ? (
        <Form.Item
          name="captcha"
          label="图形码"
          rules={[{ required: true, message: '请填写图形验证码' }]}
          extra={
            <button
              type="button"
              className={styles.captchaBox}
              onClick={login.captcha.refresh}
              aria-label="图形验证码，点击换一张"
            >
              {login.captcha.image && !login.captcha.loading ? (
                <img
                  className={styles.captchaImg}
                  src={login.captcha.image.image}
                  alt="图形验证码"
                  data-captcha-id={login.captcha.image.captchaId}
                />
              ) : (
                <DotLoading />
              )}
            </button>
          }
        >
          <Input placeholder="右侧图中字符" maxLength={10} autoComplete="off" clearable />
        </Form.Item>
      ) : null}
    </Form>
  );
}

function CodeForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<CodeLoginValues>();
  const login = useCodeLoginForm(onDone);
  return (
    <Form
      form={form}
      name="m-code-login"
      layout="horizontal"
      onFinish={(v: CodeLoginValues) => void login.submit(v)}
      footer={
        <>
          <p className={styles.hint} style={{ padding: 0 }}>
            未注册的手机号验证后将自动注册并登录。
          </p>
          <SubmitButton loading={login.pending} />
        </>
      }
    >
      <PhoneItem />
      <MobileSmsFields form={form} purpose="login" />
    </Form>
  );
}

function WechatPane({ active }: { active: boolean }) {
  const pane = useWechatPane(active, 'h5');
  if (pane.kind === 'loading') {
    return (
      <div className={styles.center}>
        <DotLoading />
      </div>
    );
  }
  if (pane.kind === 'failed') {
    return (
      <div className={styles.center}>
        <p>暂时无法获取微信登录信息：{errorText(pane.error)}</p>
        <Button onClick={pane.retry}>重试</Button>
      </div>
    );
  }
  if (pane.kind === 'closed') {
    return (
      <div className={styles.center}>
        <h3 style={{ color: '#1d2129', margin: '0 0 8px' }}>微信登录暂未开通</h3>
        <p>本站尚未接入微信开放平台，暂时无法使用微信登录。请使用手机号密码或短信验证码登录。</p>
      </div>
    );
  }
  return (
    <div className={styles.center}>
      <p>跳转到微信授权后返回本站。首次使用微信登录需要绑定手机号。</p>
      <Button
        block
        size="large"
        style={{ background: '#07c160', color: '#fff', border: 'none' }}
        onClick={() => window.location.assign(pane.authorizeUrl)}
      >
        微信登录
      </Button>
    </div>
  );
}

export function MobileLoginPanel({ tab, onTabChange, onDone, onNavigate = () => undefined }: LoginPanelProps) {
  return (
    <Tabs activeKey={tab} onChange={(key) => onTabChange(key as LoginTab)}>
      <Tabs.Tab title="密码登录" key="password">
        <PasswordForm onDone={onDone} onNavigate={onNavigate} />
      </Tabs.Tab>
      <Tabs.Tab title="验证码登录" key="code">
        <CodeForm onDone={onDone} />
      </Tabs.Tab>
      <Tabs.Tab title="微信登录" key="wechat">
        <WechatPane active={tab === 'wechat'} />
      </Tabs.Tab>
    </Tabs>
  );
}
