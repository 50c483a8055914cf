/** /cooperation on a phone: the business cooperation form (businessCooperation/create). */
import { Button, Form, Input, Result, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useCooperate } from '../api';
import { COOPERATION_RULES, type CooperationValues } from '../logic';
import styles from './mcontent.module.css';

export default function MobileCooperationPage() {
  const send = useCooperate();
  const navigate = useNavigate();
  if (send.isSuccess) {
    return (
      <div className={styles.padded}>
        <Result status="success" title="提交成功" description="商务同事会在 1 个工作日内与您联系。" />
        <Button block color="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      </div>
    );
  }
  return (
    <>
      <header className={styles.intro}>
        <h1>商务合作</h1>
        <p>品牌 3D 展示、批量建模、渠道与内容合作，留下联系方式，我们尽快回复。</p>
      </header>
      <Form
        layout="vertical"
        mode="card"
        onFinish={(v: CooperationValues) => send.mutate(v)}
        footer={
          <>
            {send.isError ? (
              <p className={styles.error} role="alert">
                {errorText(send.error)}
              </p>
            ) : null}
            <Button block type="submit" color="primary" size="large" loading={send.isPending}>
              提交
            </Button>
          </>
        }
      >
        <Form.Item name="name" label="联系人" rules={COOPERATION_RULES.name}>
          <Input maxLength={30} placeholder="您的称呼" clearable />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={COOPERATION_RULES.phone}>
          <Input type="tel" maxLength={20} placeholder="手机或座机" clearable />
        </Form.Item>
        <Form.Item name="company" label="公司名称">
          <Input maxLength={60} placeholder="选填" clearable />
        </Form.Item>
        <Form.Item name="content" label="合作内容" rules={COOPERATION_RULES.content}>
          <TextArea rows={5} maxLength={1000} showCount placeholder="想合作的方向、产品数量、预算和时间等" />
        </Form.Item>
      </Form>
    </>
  );
}
