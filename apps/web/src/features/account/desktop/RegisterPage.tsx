import { MobileOutlined, SmileOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Form, Input, Radio, Typography, type CheckboxProps } from 'antd';
import { Link } from 'react-router';
import { agreeRules, inviteFromLink, usePhoneRegistered, useRegisterForm, type RegisterValues } from '../forms';
import { SmsCodeFields } from './SmsCodeFields';
import { phoneRules } from '../../../lib/formRules';
import { NewPasswordFields } from './NewPasswordFields';
import { session } from '../../../stores/session';
import styles from './page.module.css';
import { TYPE_GROUPS } from '../userTypes';

export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const { message } = App.useApp();
  const register = useRegisterForm(() => void message.success('注册成功，欢迎加入模型星球'));
  const { registered, check } = usePhoneRegistered();

  return (
    <div className={styles.page}>
      <div className={styles.wrap}>
        <div className={styles.card}>
          <h1>注册模型星球</h1>
          <p className={styles.sub}>
            已有账号？
            <a onClick={() => session.openLogin('password')} role="button">
              直接登录
            </a>
          </p>
          <Form<RegisterValues>
            form={form}
            name="register"
            layout="vertical"
            initialValues={{ type: 0, agree: false, inviteCode: inviteFromLink() }}
            onFinish={(v) => void register.submit(v)}
            requiredMark={false}
          >
            <Form.Item name="type" label="我的身份">
              <Radio.Group>
                {TYPE_GROUPS.map((group) => (
                  <div key={group.title} className={styles.typeGroup}>
                    <span className={styles.typeGroupTitle}>{group.title}</span>
                    {group.options.map((opt) => (
                      <Radio.Button key={opt.value} value={opt.value}>
                        {opt.label}
                      </Radio.Button>
                    ))}
                  </div>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="login"
              label="手机号"
              rules={phoneRules}
              extra={
                registered ? (
                  <span style={{ color: '#ad4e00' }}>
                    该手机号已注册，可以直接
                    <a onClick={() => session.openLogin('password')} role="button">
                      登录
                    </a>
                    或<Link to="/forget">找回密码</Link>。
                  </span>
                ) : undefined
              }
            >
              <Input
                prefix={<MobileOutlined />}
                placeholder="11 位手机号"
                maxLength={11}
                inputMode="numeric"
                autoComplete="tel"
                size="large"
                onBlur={(e) => void check(e.target.value)}
              />
            </Form.Item>
            <SmsCodeFields purpose="register" labels />
            <NewPasswordFields label="设置密码" confirmLabel="确认密码" confirmPlaceholder="再次输入密码" />
            <Form.Item name="nickname" label="昵称（选填）" rules={[{ max: 30, message: '昵称最多 30 个字' }]}>
              <Input prefix={<SmileOutlined />} placeholder="不填将使用默认昵称" maxLength={30} size="large" />
            </Form.Item>
            <Form.Item name="inviteCode" label="邀请码（选填）">
              <Input placeholder="好友的邀请码" maxLength={12} size="large" />
            </Form.Item>
            <Form.Item name="agree" valuePropName="checked" rules={agreeRules}>
              <AgreeField />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={register.pending}>
              注册并登录
            </Button>
          </Form>
        </div>
        <aside className={styles.aside}>
          <h2>注册后你可以</h2>
          <ul>
            <li>收藏、购买 3D 模型</li>
            <li>发布建模需求，让建模师竞标</li>
            <li>上传作品，承接建模订单</li>
            <li>搭建 3D 展厅，展示品牌产品</li>
          </ul>
          <h2>身份说明</h2>
          <Typography.Paragraph type="secondary">
            需求方适合需要模型的个人、企业与品牌；服务方适合建模师、工作室与建模服务企业。注册后可在个人中心添加另一种身份。
          </Typography.Paragraph>
        </aside>
      </div>
    </div>
  );
}

/**
 * The agreement box with the agreements beside it, not inside its label: a tap on a link opens the text (in a new
 * tab, so the form is kept) and does not tick the box. The form item hands it `checked` and `onChange`.
 */
function AgreeField(props: { checked?: boolean; onChange?: CheckboxProps['onChange'] }) {
  return (
    <span>
      <Checkbox checked={props.checked} onChange={props.onChange}>
        我已阅读并同意
      </Checkbox>
      <a href="/agreement/user" target="_blank" rel="noopener">
        《模型星球用户协议》
      </a>
      和
      <a href="/agreement/privacy" target="_blank" rel="noopener">
        《隐私政策》
      </a>
    </span>
  );
}
