/** Image captcha + SMS code fields for antd-mobile forms (the captcha is solved before every send). */
import type { SmsPurpose } from '@moxing/shared';
import { Button, DotLoading, Form, Input, Toast } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useSmsCodeFields } from '../forms';
import { smsCodeRules } from '../../../lib/formRules';
import styles from '../../../components/phone/mobile.module.css';

export function MobileSmsFields({
  form,
  purpose,
  phoneField = 'login',
}: {
  form: FormInstance;
  purpose: SmsPurpose;
  phoneField?: string;
}) {
  const { captcha, captchaLoading, captchaError, refreshCaptcha, send, sending, secondsLeft } = useSmsCodeFields(
    form,
    purpose,
    phoneField,
    () => Toast.show({ icon: 'success', content: '验证码已发送' }),
  );
  return (
    <>
      <Form.Item
        name="captcha"
        label="图形码"
        extra={
          <button
            type="button"
            className={styles.captchaBox}
            onClick={() => void refreshCaptcha()}
            aria-label="图形验证码，点击换一张"
          >
            {captchaError ? (
              '点击重试'
            ) : captcha && !captchaLoading ? (
              <img className={styles.captchaImg} src={captcha.image} alt="图形验证码" data-captcha-id={captcha.captchaId} />
            ) : (
              <DotLoading />
            )}
          </button>
        }
      >
        <Input placeholder="右侧图中字符" maxLength={10} autoComplete="off" clearable />
      </Form.Item>
      <Form.Item
        name="code"
        label="验证码"
        rules={smsCodeRules}
        extra={
          <Button
            size="small"
            color="primary"
            fill="outline"
            loading={sending}
            disabled={secondsLeft > 0 || !captcha}
            onClick={() => void send()}
          >
            {secondsLeft > 0 ? `${secondsLeft}s 后重发` : '获取验证码'}
          </Button>
        }
      >
        <Input placeholder="6 位短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" clearable />
      </Form.Item>
    </>
  );
}
