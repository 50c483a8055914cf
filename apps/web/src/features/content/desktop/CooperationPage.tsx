/** /cooperation: the business cooperation form (businessCooperation/create); operators read the leads in the console. */
import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useCooperate } from '../api';
import { COOPERATION_RULES, type CooperationValues } from '../logic';
import styles from '../content.module.css';

export default function CooperationPage() {
  const send = useCooperate();
  if (send.isSuccess) {
    return (
      <Result
        status="success"
        title="提交成功"
        subTitle="商务同事会在 1 个工作日内与您联系。"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.narrow}>
      <div className={styles.head}>
        <div>
          <h1>商务合作</h1>
          <p className={styles.lead}>品牌 3D 展示、批量建模、渠道与内容合作，留下联系方式，我们尽快回复。</p>
        </div>
      </div>
      <div className={styles.formCard}>
        <Form<CooperationValues> layout="vertical" onFinish={(v) => send.mutate(v)} requiredMark={false}>
          <Form.Item name="name" label="联系人" rules={COOPERATION_RULES.name}>
            <Input maxLength={30} placeholder="您的称呼" />
          </Form.Item>
          <Form.Item name="phone" label="联系电话" rules={COOPERATION_RULES.phone}>
            <Input maxLength={20} inputMode="tel" placeholder="手机或座机" />
          </Form.Item>
          <Form.Item name="company" label="公司名称">
            <Input maxLength={60} placeholder="选填" />
          </Form.Item>
          <Form.Item name="content" label="合作内容" rules={COOPERATION_RULES.content}>
            <Input.TextArea rows={5} maxLength={1000} showCount placeholder="想合作的方向、产品数量、预算和时间等" />
          </Form.Item>
          {send.isError ? <p style={{ color: '#d4380d' }}>{errorText(send.error)}</p> : null}
          <Button type="primary" htmlType="submit" loading={send.isPending} block size="large">
            提交
          </Button>
        </Form>
      </div>
    </div>
  );
}
