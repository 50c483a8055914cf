import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { editPasswordByCodeBody } from '@moxing/shared';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useResetPassword } from '../hooks';
import { SmsCodeFields } from './SmsCodeFields';
import { confirmPasswordRule, newPasswordRules, phoneRules } from '../../../lib/formRules';
import { logoutLocally } from '../session';
import { session } from '../../../stores/session';
import styles from './page.module.css';

type ForgetValues = Pick<z.input<typeof editPasswordByCodeBody>, 'login' | 'code'> & {
  captcha: string;
  password: string;
  confirm: string;
};

export default function ForgetPage() {
  const [form] = Form.useForm<ForgetValues>();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  const onFinish = async (values: ForgetValues) => {
    try {
      await reset.mutateAsync({ login: values.login.trim(), code: values.code.trim(), plainPassword: values.password });
      // The server ends every session of the account after a reset.
      logoutLocally();
      setDone(true);
    } catch {
      // the client already showed the reason
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.wrap} style={{ justifyContent: 'center' }}>
        <div className={styles.card}>
          {done ? (
            <Result
              status="success"
              title="密码已重设"
              subTitle="请使用新密码登录。为了安全，此前的登录已全部失效。"
              extra={
                <Button
                  type="primary"
                  onClick={() => {
                    void navigate('/');
                    session.openLogin('password');
                  }}
                >
                  去登录
                </Button>
              }
            />
          ) : (
            <>
              <h1>找回密码</h1>
              <p className={styles.sub}>通过绑定的手机号接收短信验证码，设置新密码。</p>
              <Form<ForgetValues>
                form={form}
                name="forget"
                layout="vertical"
                onFinish={(v) => void onFinish(v)}
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
                <Form.Item name="password" label="新密码" rules={newPasswordRules} hasFeedback>
                  <Input.Password
                    prefix={<LockOutlined />}
                    placeholder="8-32 位，须包含字母和数字"
                    autoComplete="new-password"
                    size="large"
                  />
                </Form.Item>
                <Form.Item
                  name="confirm"
                  label="确认新密码"
                  dependencies={['password']}
                  rules={[confirmPasswordRule(() => form.getFieldValue('password'))]}
                  hasFeedback
                >
                  <Input.Password
                    prefix={<LockOutlined />}
                    placeholder="再次输入新密码"
                    autoComplete="new-password"
                    size="large"
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
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
