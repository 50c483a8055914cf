import { Alert, Button, Card, Descriptions, Form, Input, Radio, Space, Tag } from 'antd';
import { CERT_KIND_LABELS, CERT_STATE_LABELS, type CertKind } from '@moxing/shared';
import { PageError, PageLoading } from '../../../components/states';
import { PHOTO_LABELS, SLOTS, useCertificationForm } from '../certificationForm';

/** /myaccount/authentication and /myaccount/toAuthentication: the certification's status, or the application form. */
export default function CertificationPage() {
  const f = useCertificationForm();
  if (f.current.isPending) return <PageLoading />;
  if (f.current.isError) return <PageError error={f.current.error} onRetry={() => void f.current.refetch()} />;
  const cert = f.current.data;
  return (
    <Card title="实名认证" style={{ maxWidth: 720, margin: '24px auto' }}>
      {cert === 'pending' && (
        <Alert type="info" showIcon message="认证审核中" description="运营人员会尽快审核，结果将以系统消息通知你。" />
      )}
      {cert && cert !== 'pending' && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="认证类型">{CERT_KIND_LABELS[cert.kind]}</Descriptions.Item>
            <Descriptions.Item label="名称">{cert.name}</Descriptions.Item>
            <Descriptions.Item label="证件号码">{cert.number}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={cert.status === 'approved' ? 'green' : 'red'}>{CERT_STATE_LABELS[cert.status]}</Tag>
            </Descriptions.Item>
            {cert.reason && <Descriptions.Item label="未通过原因">{cert.reason}</Descriptions.Item>}
          </Descriptions>
        </Space>
      )}
      {(cert === null || (cert !== 'pending' && cert.actions.includes('resubmit'))) && (
        <Form layout="vertical" style={{ marginTop: 16 }} onFinish={() => void f.submit()}>
          <Form.Item label="认证类型">
            <Radio.Group value={f.kind} onChange={(e) => f.setKind(e.target.value as CertKind)}>
              <Radio.Button value="company">企业认证</Radio.Button>
              <Radio.Button value="person">个人认证</Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={f.kind === 'person' ? '真实姓名' : '企业名称'} htmlFor="cert-name">
            <Input id="cert-name" value={f.name} onChange={(e) => f.setName(e.target.value)} maxLength={60} />
          </Form.Item>
          <Form.Item label={f.kind === 'person' ? '身份证号码' : '统一社会信用代码'} htmlFor="cert-number">
            <Input id="cert-number" value={f.number} onChange={(e) => f.setNumber(e.target.value)} maxLength={18} />
          </Form.Item>
          {SLOTS[f.kind].map((slot) => (
            <Form.Item key={slot} label={`${PHOTO_LABELS[slot]}照片（仅你与审核人员可见）`} htmlFor={`cert-${slot}`}>
              <input
                id={`cert-${slot}`}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => void f.choose(slot, e.target.files?.[0])}
              />
              {f.photos[slot] && <Tag color="green">已上传 {f.photos[slot].name}</Tag>}
            </Form.Item>
          ))}
          {f.error && <Alert type="error" showIcon message={f.error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={f.submitting} disabled={f.uploading}>
            提交认证
          </Button>
        </Form>
      )}
    </Card>
  );
}
