/** /api: the developer centre — API keys (the secret shown once), scopes, usage chart and quick start. */
import { LoginOutlined } from '@ant-design/icons';
import type { OpenKey, OpenScope } from '@moxing/shared';
import { Alert, App, Button, Card, Checkbox, Form, Input, Popconfirm, Result, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { EChart } from '../../../components/EChart';
import styles from '../openApi.module.css';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { session } from '../../../stores/session';
import {
  SCOPE_OPTIONS,
  SIGNING_STEPS,
  activeKeys,
  curlExample,
  scopeText,
  totalCalls,
  usageOption,
  useDeveloperCentre,
} from '../logic';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '从未');

export default function ApiCentrePage() {
  const centre = useDeveloperCentre();
  const { message } = App.useApp();
  const location = useLocation();
  const [form] = Form.useForm<{ name: string; scopes: OpenScope[] }>();
  const info = centre.info.data;
  const option = useMemo(() => (info ? usageOption(info) : null), [info]);

  if (!centre.loggedIn) {
    return (
      <Card style={{ maxWidth: 1100, margin: '24px auto' }}>
        <Result
          status="info"
          icon={<LoginOutlined />}
          title="请先登录"
          subTitle="登录后创建 API 密钥，用签名请求读取和上传你的模型"
          extra={
            <Button type="primary" onClick={() => session.openLogin('password', location.pathname)}>
              登录 / 注册
            </Button>
          }
        />
      </Card>
    );
  }
  if (centre.info.isPending) return <PageLoading />;
  if (centre.info.isError) return <PageError error={centre.info.error} onRetry={() => void centre.info.refetch()} />;
  const data = centre.info.data;

  const columns: ColumnsType<OpenKey> = [
    { title: '名称', dataIndex: 'name' },
    {
      title: '密钥编号',
      dataIndex: 'keyId',
      render: (v: string) => (
        <Typography.Text code copyable>
          {v}
        </Typography.Text>
      ),
    },
    { title: '权限', dataIndex: 'scopes', render: (v: OpenScope[]) => scopeText(v) },
    { title: '每分钟上限', dataIndex: 'rateLimit', width: 100 },
    { title: '今日调用', dataIndex: 'todayCalls', width: 90 },
    { title: '最近使用', dataIndex: 'lastUsedAt', render: when },
    {
      title: '状态',
      dataIndex: 'revokedAt',
      render: (v: string | null) => (v ? <Tag>已吊销</Tag> : <Tag color="green">有效</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, key) =>
        key.revokedAt ? null : (
          <Popconfirm
            title="吊销这个密钥？"
            description="吊销后用它签名的请求都会被拒绝，且不可恢复。"
            okText="吊销"
            cancelText="取消"
            onConfirm={() =>
              void centre.revokeKey(key).then(
                () => void message.success('密钥已吊销'),
                (e: unknown) => void message.error(errorText(e)),
              )
            }
          >
            <Button danger size="small" loading={centre.revoking === key.keyId}>
              吊销
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2}>开发者中心</Typography.Title>
      <Typography.Paragraph type="secondary">
        用 API 密钥把你的模型接入自己的商城或应用。每个请求都要签名，详见 <Link to="/APIDocument">接口文档</Link>。
      </Typography.Paragraph>

      {centre.created ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="请立即保存密钥 secret：它只显示这一次，关闭后无法再次查看"
          description={
            <Space direction="vertical">
              <span>
                密钥编号：
                <Typography.Text code copyable>
                  {centre.created.key.keyId}
                </Typography.Text>
              </span>
              <span>
                secret：
                <Typography.Text code copyable aria-label="新密钥的 secret">
                  {centre.created.secret}
                </Typography.Text>
              </span>
              <Button onClick={centre.dismissSecret}>我已保存</Button>
            </Space>
          }
        />
      ) : null}

      <Card title="创建密钥" style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: '', scopes: ['models:read'] }}
          onFinish={(v) =>
            void centre.createKey(v.name, v.scopes).then(
              () => form.resetFields(),
              (e: unknown) => void message.error(errorText(e)),
            )
          }
        >
          <Form.Item name="name" label="密钥名称" rules={[{ required: true, message: '请填写密钥名称' }, { max: 30 }]}>
            <Input placeholder="如：商城同步" maxLength={30} style={{ maxWidth: 360 }} />
          </Form.Item>
          <Form.Item name="scopes" label="权限范围" rules={[{ required: true, message: '请至少选择一项权限' }]}>
            <Checkbox.Group options={SCOPE_OPTIONS} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={centre.creating}>
            创建密钥
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            有效密钥 {activeKeys(data).length} / {data.maxKeys} 个
          </Typography.Text>
        </Form>
      </Card>

      <Card title="我的密钥" style={{ marginBottom: 16 }}>
        {data.keys.length === 0 ? (
          <EmptyState description="还没有密钥，先在上面创建一个" />
        ) : (
          <Table<OpenKey> rowKey="keyId" columns={columns} dataSource={data.keys} pagination={false} scroll={{ x: 900 }} />
        )}
      </Card>

      <Card title={`近 30 天调用量（共 ${totalCalls(data)} 次）`} style={{ marginBottom: 16 }}>
        {option ? <EChart option={option} ariaLabel="近 30 天每天的接口调用次数" className={styles.chart} /> : null}
      </Card>

      <Card title="快速开始">
        <ol>
          {SIGNING_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <Typography.Paragraph>请求示例（签名由下面的 Node 脚本计算）：</Typography.Paragraph>
        <pre style={{ background: '#f5f5f5', padding: 12, overflowX: 'auto' }}>
          {curlExample(window.location.origin, activeKeys(data)[0]?.keyId ?? 'ak_...')}
        </pre>
        <Typography.Paragraph>
          完整的 20 行 Node 示例见仓库 <code>tools/open-api-example.mjs</code> 与文档 <code>docs/OPEN_API.md</code>：
          <br />
          <code>OPEN_KEY_ID=ak_... OPEN_SECRET=... node tools/open-api-example.mjs</code>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
