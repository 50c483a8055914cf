/** The three ways to log in (docs/spec/SPEC.md section 2 login dialog): password, SMS code, WeChat. */
import { LockOutlined, MobileOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Spin, Tabs, type InputProps } from 'antd';
import { Link } from 'react-router';
import {
  useCodeLoginForm,
  usePasswordLoginForm,
  type CodeLoginValues,
  type LoginPanelProps,
  type PasswordLoginValues,
  useWechatPane,
} from '../forms';
import { phoneRules } from '../../../lib/formRules';
import type { LoginTab } from '../../../stores/session';
import { errorText } from '../../../components/states';
import { SmsCodeFields } from './SmsCodeFields';
import styles from './auth.module.css';

/** Form.Item passes value/onChange/id to its child, so they must reach the Input. */
function PhoneInput(props: InputProps) {
  return (
    <Input
      {...props}
      prefix={<MobileOutlined className={styles.icon} />}
      placeholder="11 位手机号"
      maxLength={11}
      inputMode="numeric"
      autoComplete="tel"
      size="large"
    />
  );
}

function PasswordLoginForm({ onDone, onNavigate }: { onDone: () => void; onNavigate: () => void }) {
  const login = usePasswordLoginForm(onDone);
  return (
    <Form<PasswordLoginValues>
      name="password-login"
      onFinish={(v) => void login.submit(v)}
      autoComplete="on"
      requiredMark={false}
    >
      <Form.Item name="login" rules={phoneRules}>
        <PhoneInput />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请填写密码' }]}>
        <Input.Password
          prefix={<LockOutlined className={styles.icon} />}
          placeholder="密码"
          autoComplete="current-password"
          size="large"
        />
      </Form.Item>
      {login.captcha ? (
        <div className={styles.row}>
          <Form.Item name="captcha" className={styles.grow} rules={[{ required: true, message: '请填写图形验证码' }]}>
            <Input placeholder="请输入右侧图形验证码" maxLength={10} autoComplete="off" size="large" />
          </Form.Item>
          <button
            type="button"
            className={styles.captchaButton}
            onClick={login.captcha.refresh}
            title="看不清？点击换一张"
            aria-label="图形验证码，点击换一张"
          >
            {login.captcha.image && !login.captcha.loading ? (
              <img
                src={login.captcha.image.image}
                alt="图形验证码"
                data-captcha-id={login.captcha.image.captchaId}
                width={120}
                height={40}
              />
            ) : (
              <Spin size="small" />
            )}
          </button>
        </div>
      ) : null}
      <div className={styles.links}>
        <Link to="/forget" onClick={onNavigate}>
          忘记密码？
        </Link>
        <Link to="/register" onClick={onNavigate}>
          没有账号？免费注册
        </Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={login.pending}>
        登录
      </Button>
    </Form>
  );
}

function CodeLoginForm({ onDone }: { onDone: () => void }) {
  const login = useCodeLoginForm(onDone);
  return (
    <Form<CodeLoginValues> name="code-login" onFinish={(v) => void login.submit(v)} requiredMark={false}>
      <Form.Item name="login" rules={phoneRules}>
        <PhoneInput />
      </Form.Item>
      <SmsCodeFields purpose="login" />
      <p className={styles.hint}>未注册的手机号验证后将自动注册并登录。</p>
      <Button type="primary" htmlType="submit" size="large" block loading={login.pending}>
        登录
      </Button>
    </Form>
  );
}

function WechatPane({ active }: { active: boolean }) {
  const pane = useWechatPane(active, 'qrconnect');
  if (pane.kind === 'loading') {
    return (
      <div className={styles.wechat}>
        <Spin />
      </div>
    );
  }
  if (pane.kind === 'failed') {
    return (
      <div className={styles.wechat}>
        <Alert type="warning" showIcon title="暂时无法获取微信登录信息" description={errorText(pane.error)} />
        <Button style={{ marginTop: 16 }} onClick={pane.retry}>
          重试
        </Button>
      </div>
    );
  }
  if (pane.kind === 'closed') {
    return (
      <div className={styles.wechat}>
        <WechatOutlined style={{ fontSize: 48, color: '#c0c4cc' }} />
        <h3 style={{ margin: '12px 0 4px' }}>微信登录暂未开通</h3>
        <p>本站尚未接入微信开放平台，暂时无法使用微信扫码登录。请使用手机号密码或短信验证码登录。</p>
      </div>
    );
  }
  return (
    <div className={styles.wechat}>
      <WechatOutlined style={{ fontSize: 48, color: '#07c160' }} />
      <p>点击下方按钮，在新页面用微信扫码授权。首次使用微信登录需要绑定手机号。</p>
      <Button type="primary" size="large" icon={<WechatOutlined />} href={pane.authorizeUrl} style={{ background: '#07c160' }}>
        微信扫码登录
      </Button>
    </div>
  );
}

export function LoginPanel({ tab, onTabChange, onDone, onNavigate = () => undefined }: LoginPanelProps) {
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onTabChange(key as LoginTab)}
      centered
      destroyOnHidden={false}
      items={[
        { key: 'password', label: '密码登录', children: <PasswordLoginForm onDone={onDone} onNavigate={onNavigate} /> },
        { key: 'code', label: '验证码登录', children: <CodeLoginForm onDone={onDone} /> },
        { key: 'wechat', label: '微信登录', children: <WechatPane active={tab === 'wechat'} /> },
      ]}
    />
  );
}
