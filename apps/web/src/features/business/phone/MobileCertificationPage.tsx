import { Button, ErrorBlock, Form, Input, NoticeBar, Radio, Result, Space, Tag } from 'antd-mobile';
import { CERT_KIND_LABELS, CERT_STATE_LABELS, type CertKind } from '@moxing/shared';
import { PageLoading } from '../../../components/states';
import { PHOTO_LABELS, SLOTS, useCertificationForm } from '../certificationForm';

export default function MobileCertificationPage() {
  const f = useCertificationForm();
  if (f.current.isPending) return <PageLoading />;
  if (f.current.isError) return <ErrorBlock status="default" title="加载失败" description={String(f.current.error.message)} />;
  const cert = f.current.data;
  return (
    <div style={{ padding: 12 }}>
      {cert === 'pending' && <Result status="waiting" title="认证审核中" description="审核结果将以系统消息通知你" />}
      {cert && cert !== 'pending' && (
        <Result
          status={cert.status === 'approved' ? 'success' : 'error'}
          title={`${CERT_KIND_LABELS[cert.kind]}：${CERT_STATE_LABELS[cert.status]}`}
          description={cert.reason ? `原因：${cert.reason}` : `${cert.name} ${cert.number}`}
        />
      )}
      {(cert === null || (cert !== 'pending' && cert.actions.includes('resubmit'))) && (
        <Form
          layout="vertical"
          onFinish={() => void f.submit()}
          footer={
            <Button block type="submit" color="primary" loading={f.submitting} disabled={f.uploading}>
              提交认证
            </Button>
          }
        >
          <Form.Item label="认证类型">
            <Radio.Group value={f.kind} onChange={(v) => f.setKind(v as CertKind)}>
              <Space>
                <Radio value="company">企业认证</Radio>
                <Radio value="person">个人认证</Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={f.kind === 'person' ? '真实姓名' : '企业名称'}>
            <Input
              value={f.name}
              onChange={f.setName}
              maxLength={60}
              aria-label={f.kind === 'person' ? '真实姓名' : '企业名称'}
            />
          </Form.Item>
          <Form.Item label={f.kind === 'person' ? '身份证号码' : '统一社会信用代码'}>
            <Input value={f.number} onChange={f.setNumber} maxLength={18} aria-label="证件号码" />
          </Form.Item>
          {SLOTS[f.kind].map((slot) => (
            <Form.Item key={slot} label={`${PHOTO_LABELS[slot]}照片`}>
              <input
                aria-label={`${PHOTO_LABELS[slot]}照片`}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => void f.choose(slot, e.target.files?.[0])}
              />
              {f.photos[slot] && <Tag color="success">已上传</Tag>}
            </Form.Item>
          ))}
          {f.error && <NoticeBar color="error" content={f.error} wrap />}
        </Form>
      )}
    </div>
  );
}
