/**
 * Image captcha + SMS code fields for antd forms. The form must have a phone field (default "login").
 * Sending a code needs the captcha solved first, every time.
 */
import { MessageOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SmsPurpose } from '@moxing/shared';
import { App, Button, Form, Input, Spin } from 'antd';
import { useRef } from 'react';
import { useSmsCodeFields } from '../forms';
import { smsCodeRules } from '../../../lib/formRules';
import type { InputRef } from 'antd';
import styles from './auth.module.css';

export function SmsCodeFields({
  purpose,
  phoneField = 'login',
  labels = false,
}: {
  purpose: SmsPurpose;
  phoneField?: string;
  labels?: boolean;
}) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const codeInput = useRef<InputRef>(null);
  const { captcha, captchaLoading, captchaError, refreshCaptcha, send, sending, secondsLeft } = useSmsCodeFields(
    form,
    purpose,
    phoneField,
    () => {
      void message.success('验证码已发送，请注意查收短信');
      codeInput.current?.focus();
    },
  );

  const captchaImage = captchaError ? (
    <button type="button" className={styles.captchaButton} onClick={() => void refreshCaptcha()}>
      加载失败，点击重试
    </button>
  ) : (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={() => void refreshCaptcha()}
      title="看不清？点击换一张"
      aria-label="图形验证码，点击换一张"
    >
      {captcha && !captchaLoading ? (
        <img src={captcha.image} alt="图形验证码" data-captcha-id={captcha.captchaId} width={120} height={40} />
      ) : (
        <Spin size="small" />
      )}
    </button>
  );

  return (
    <>
      <Form.Item label={labels ? '图形验证码' : undefined} required={labels} style={{ marginBottom: 0 }}>
        <div className={styles.row}>
          <Form.Item name="captcha" className={styles.grow}>
            <Input
              prefix={<SafetyOutlined className={styles.icon} />}
              placeholder="请输入右侧图形验证码"
              maxLength={10}
              autoComplete="off"
              size="large"
            />
          </Form.Item>
          {captchaImage}
        </div>
      </Form.Item>
      <Form.Item label={labels ? '短信验证码' : undefined} required={labels} style={{ marginBottom: 0 }}>
        <div className={styles.row}>
          <Form.Item name="code" rules={smsCodeRules} className={styles.grow}>
            <Input
              ref={codeInput}
              prefix={<MessageOutlined className={styles.icon} />}
              placeholder="6 位短信验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              size="large"
            />
          </Form.Item>
          <Button
            size="large"
            className={styles.sendButton}
            onClick={() => void send()}
            loading={sending}
            disabled={secondsLeft > 0 || !captcha}
          >
            {secondsLeft > 0 ? `${secondsLeft} 秒后重发` : '获取验证码'}
          </Button>
        </div>
      </Form.Item>
    </>
  );
}
