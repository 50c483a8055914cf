import { Button, Checkbox, Form, Input, Selector, Toast } from 'antd-mobile';
import { agreeRules, inviteFromLink, useRegisterForm, type RegisterValues } from '../forms';
import { phoneRules } from '../../../lib/formRules';
import { MobileNewPasswordFields } from './MobileNewPasswordFields';
import { TYPE_GROUPS } from '../userTypes';
import { session } from '../../../stores/session';
import styles from '../../../components/phone/mobile.module.css';
import { MobileSmsFields } from './MobileSmsFields';

/** The phone picks the type with a Selector, whose value is a list. */
type Values = Omit<RegisterValues, 'type'> & { type: number[] };

const TYPE_OPTIONS = TYPE_GROUPS.flatMap((g) => g.options.map((o) => ({ label: o.label, value: o.value, description: g.title })));

export default function MobileRegisterPage() {
  const [form] = Form.useForm<Values>();
  const register = useRegisterForm(() => Toast.show({ icon: 'success', content: '注册成功' }));
  return (
    <div style={{ paddingBottom: 24 }}>
      <h1 className={styles.title}>注册模型星球</h1>
      <p className={styles.sub}>
        已有账号？
        <a onClick={() => session.openLogin('password')} role="button" style={{ color: '#1d54e6' }}>
          直接登录
        </a>
      </p>
      <Form
        form={form}
        name="m-register"
        layout="horizontal"
        mode="card"
        initialValues={{ type: [0], agree: false, inviteCode: inviteFromLink() }}
        onFinish={(v: Values) => void register.submit({ ...v, type: v.type[0] ?? 0 })}
        footer={
          <Button block type="submit" color="primary" size="large" loading={register.pending}>
            注册并登录
          </Button>
        }
      >
        <Form.Header>选择身份</Form.Header>
        <Form.Item name="type" layout="vertical" rules={[{ required: true, message: '请选择身份' }]}>
          <Selector columns={3} options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Header>账号信息</Form.Header>
        <Form.Item name="login" label="手机号" rules={phoneRules}>
          <Input placeholder="11 位手机号" maxLength={11} inputMode="numeric" autoComplete="tel" clearable />
        </Form.Item>
        <MobileSmsFields form={form} purpose="register" />
        <MobileNewPasswordFields form={form} label="密码" confirmPlaceholder="再次输入密码" />
        <Form.Item name="inviteCode" label="邀请码">
          <Input placeholder="好友的邀请码（选填）" maxLength={12} clearable />
        </Form.Item>
        <Form.Item name="nickname" label="昵称" rules={[{ max: 30, message: '昵称最多 30 个字' }]}>
          <Input placeholder="选填" maxLength={30} clearable />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" rules={agreeRules}>
          <AgreeField />
        </Form.Item>
      </Form>
    </div>
  );
}

/** The agreement box with the agreements beside it (not in its label, so a tap on a link does not tick it). */
function AgreeField(props: { checked?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <span style={{ fontSize: 14 }}>
      <Checkbox checked={props.checked} onChange={props.onChange} style={{ '--font-size': '14px', '--icon-size': '18px' }}>
        我已阅读并同意
      </Checkbox>
      <a href="/agreement/user" target="_blank" rel="noopener">
        《用户协议》
      </a>
      和
      <a href="/agreement/privacy" target="_blank" rel="noopener">
        《隐私政策》
      </a>
    </span>
  );
}
