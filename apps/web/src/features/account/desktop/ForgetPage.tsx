import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { useResetPasswordForm, type ResetValues } from '../forms';
import { SmsCodeFields } from './SmsCodeFields';
import { phoneRules } from '../../../lib/formRules';
import { NewPasswordFields } from './NewPasswordFields';
import { session } from '../../../stores/session';
import styles from './page.module.css';

export default function ForgetPage() {
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPasswordForm();

  return (
    <div className={styles.page}>
      <div className={styles.wrap} style={{ justifyContent: 'center' }}>
        <div className={styles.card}>
          {reset.done ? (
            <Result
              status="success"
              title="密码已重设"
              subTitle="请使用新密码登录。为了安全，此前的登录已全部失效。"
              extra={
                <Button type="primary" onClick={reset.goToLogin}>
                  去登录
                </Button>
              }
            />
          ) : (
            <>
              <h1>找回密码</h1>
              <p className={styles.sub}>通过绑定的手机号接收短信验证码，设置新密码。</p>
              <Form<ResetValues>
                form={form}
                name="forget"
                layout="vertical"
                onFinish={(v) => void reset.submit(v)}
                requiredMark={false}
              >
                <Form.Item name="login" label="手机号" rules={phoneRules}>
                  <Input
                    prefix={<MobileOutlined />}
                    placeholder="注册时使用的手机号"
                    maxLength={11}
                    inputMode="numeric"
                    size="large"
                  />
                </Form.Item>
                <SmsCodeFields purpose="reset" labels />
                <NewPasswordFields label="新密码" confirmLabel="确认新密码" confirmPlaceholder="再次输入新密码" />
                <Button type="primary" htmlType="submit" size="large" block loading={reset.pending}>
                  重设密码
                </Button>
              </Form>
              <p className={styles.footer}>
                想起来了？<a onClick={() => session.openLogin('password')}>直接登录</a> · <Link to="/register">注册新账号</Link>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
