import { useState } from 'react';
import { Button, Card, Image, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import { CERT_KIND_LABELS, CERT_STATE_LABELS, type AdminCertification, type CertState } from '@moxing/shared';
import { PageError } from '../../../components/states';
import { useCertificationQueue, useReview } from '../api';

/** /admin/certifications: operators approve or reject applications (buttons from `actions`). */
export default function AdminCertificationsPage() {
  const [status, setStatus] = useState<CertState>('pending');
  const [pageNum, setPageNum] = useState(1);
  const queue = useCertificationQueue({ pageNum, pageSize: 20, status });
  const review = useReview();
  const [rejecting, setRejecting] = useState<AdminCertification | null>(null);
  const [reason, setReason] = useState('');
  if (queue.isError) return <PageError error={queue.error} onRetry={() => void queue.refetch()} />;
  return (
    <Card title="实名认证审核" style={{ maxWidth: 1200, margin: '24px auto' }}>
      <Segmented
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPageNum(1);
        }}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: CERT_STATE_LABELS[s] }))}
      />
      <Table
        rowKey="id"
        style={{ marginTop: 16 }}
        loading={queue.isPending}
        dataSource={queue.data?.list ?? []}
        locale={{ emptyText: '没有待处理的认证' }}
        pagination={{ current: pageNum, pageSize: 20, total: queue.data?.total ?? 0, onChange: setPageNum }}
        columns={[
          { title: '用户', render: (_, c) => `${c.user.nickname}（${c.user.login}）` },
          { title: '类型', render: (_, c) => <Tag>{CERT_KIND_LABELS[c.kind]}</Tag> },
          { title: '名称', dataIndex: 'name' },
          { title: '证件号码', dataIndex: 'number' },
          {
            title: '照片',
            render: (_, c) => (
              <Image.PreviewGroup>
                {c.photos.map((p) => (
                  <Image key={p.fileId} src={p.url} alt={p.label} width={64} />
                ))}
              </Image.PreviewGroup>
            ),
          },
          { title: '原因', render: (_, c) => c.reason ?? '' },
          {
            title: '操作',
            render: (_, c) => (
              <Space>
                {c.actions.includes('approve') && (
                  <Button
                    type="primary"
                    size="small"
                    loading={review.isPending}
                    onClick={() => review.mutate({ id: c.id, action: 'approve' })}
                  >
                    通过
                  </Button>
                )}
                {c.actions.includes('reject') && (
                  <Button danger size="small" onClick={() => setRejecting(c)}>
                    驳回
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title="驳回认证"
        okText="驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        confirmLoading={review.isPending}
        onCancel={() => setRejecting(null)}
        onOk={() =>
          rejecting &&
          review.mutate(
            { id: rejecting.id, action: 'reject', reason },
            {
              onSuccess: () => {
                setRejecting(null);
                setReason('');
              },
            },
          )
        }
      >
        <label htmlFor="reject-reason">驳回原因</label>
        <Input.TextArea id="reject-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Card>
  );
}
