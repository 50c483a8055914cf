/** /showDetail, /showDetailTwo and /exhibitionLink: the walkable show with its title, owner, visits, share and password gate. */
import { EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { PageError, PageLoading, errorText } from '../../../components/states';
import { qrCodeUrl } from '../api';
import { showLink, useCaseMark, useShowDetail, useStartFromCase } from '../logic';
import { ViewerFrame } from '../ViewerFrame';

export default function ShowDetailPage() {
  const { id, show, scene, locked, tryUnlock, visitCount } = useShowDetail();
  const { message } = App.useApp();
  const [sharing, setSharing] = useState(false);
  const [busy, setBusy] = useState(false);
  const onError = (e: unknown) => void message.error(errorText(e));
  const fromCase = useStartFromCase(onError);
  const mark = useCaseMark(onError);
  if (id === null) return <PageError error={new Error('链接缺少展厅编号')} />;
  if (show.isPending) return <PageLoading />;
  if (show.isError) return <PageError error={show.error} onRetry={() => void show.refetch()} />;
  const s = show.data;
  return (
    <div style={{ maxWidth: 1200, margin: '16px auto', padding: '0 16px' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space direction="vertical" size={2}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {s.title}
          </Typography.Title>
          <Space wrap>
            <Tag color="blue">{s.kindName}</Tag>
            <Link to={`/hisspace?userId=${s.owner.id}`}>
              <Space size={4}>
                <Avatar size="small" src={s.owner.avatar ?? undefined} alt="">
                  {s.owner.nickname.slice(0, 1)}
                </Avatar>
                {s.owner.nickname}
              </Space>
            </Link>
            <span>
              <EyeOutlined aria-hidden /> {visitCount} 次访问
            </span>
            <BrandMark brand={s.brand} />
          </Space>
        </Space>
        <Space wrap>
          {s.isOwner && <Link to={`/show?id=${s.id}`}>编辑展厅</Link>}
          {s.isCase && (
            <Button type="primary" loading={fromCase.pending === s.id} onClick={() => fromCase.start(s.id)}>
              用这个模板新建展厅
            </Button>
          )}
          {mark.allowed && s.status === 'published' && (
            <Button loading={mark.pendingId === s.id} onClick={() => mark.toggle(s)}>
              {mark.label(s)}
            </Button>
          )}
          <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)} disabled={s.status !== 'published'}>
            分享
          </Button>
        </Space>
      </Space>
      {s.description && <Typography.Paragraph>{s.description}</Typography.Paragraph>}
      {locked ? (
        <div style={{ maxWidth: 360, margin: '48px auto' }}>
          <Typography.Title level={4}>该展厅需要访问密码</Typography.Title>
          <Form
            layout="vertical"
            onFinish={(v: { password: string }) => {
              setBusy(true);
              tryUnlock(v.password)
                .catch((e: unknown) => void message.error(errorText(e)))
                .finally(() => setBusy(false));
            }}
          >
            <Form.Item label="访问密码" name="password" rules={[{ required: true, message: '请输入访问密码' }]}>
              <Input.Password autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} block>
              进入展厅
            </Button>
          </Form>
        </div>
      ) : scene.isPending ? (
        <PageLoading tip="正在载入展厅…" />
      ) : scene.isError ? (
        <PageError error={scene.error} onRetry={() => void scene.refetch()} />
      ) : (
        <ViewerFrame scene={scene.data} />
      )}
      <Modal title="分享展厅" open={sharing} onCancel={() => setSharing(false)} footer={null}>
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          <img src={qrCodeUrl(s.id)} width={200} height={200} alt={`${s.title}的二维码`} />
          <Typography.Text>微信扫一扫，在手机上逛展厅</Typography.Text>
          <Typography.Text copyable={{ text: showLink(s.id) }}>{showLink(s.id)}</Typography.Text>
        </Space>
      </Modal>
    </div>
  );
}
