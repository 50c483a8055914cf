/** /api on a phone: the same developer centre as a list of cards (antd-mobile). */
import type { OpenScope } from '@moxing/shared';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  Empty,
  ErrorBlock,
  Form,
  Input,
  List,
  NoticeBar,
  Space,
  SpinLoading,
  Tag,
  Toast,
} from 'antd-mobile';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { EChart } from '../../../components/EChart';
import styles from '../openApi.module.css';
import { errorText } from '../../../components/states';
import { session } from '../../../stores/session';
import { SCOPE_OPTIONS, SIGNING_STEPS, activeKeys, scopeText, totalCalls, usageOption, useDeveloperCentre } from '../logic';

export default function MobileApiCentrePage() {
  const centre = useDeveloperCentre();
  const location = useLocation();
  const [form] = Form.useForm<{ name: string; scopes: OpenScope[] }>();
  const info = centre.info.data;
  const option = useMemo(() => (info ? usageOption(info) : null), [info]);

  if (!centre.loggedIn) {
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <p>登录后创建 API 密钥，用签名请求读取和上传你的模型</p>
        <Button color="primary" onClick={() => session.openLogin('password', location.pathname)}>
          登录 / 注册
        </Button>
      </div>
    );
  }
  if (centre.info.isPending) {
    return (
      <div style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
        <SpinLoading aria-label="加载中" />
      </div>
    );
  }
  if (centre.info.isError) {
    return (
      <ErrorBlock status="default" title="加载失败" description={errorText(centre.info.error)}>
        <Button onClick={() => void centre.info.refetch()}>重试</Button>
      </ErrorBlock>
    );
  }
  const data = centre.info.data;

  return (
    <div style={{ padding: 12 }}>
      <h1 style={{ fontSize: 20, margin: '8px 0' }}>开发者中心</h1>
      <p style={{ color: '#555' }}>
        每个请求都要签名，详见 <Link to="/APIDocument">接口文档</Link>。
      </p>
      {centre.created ? (
        <NoticeBar
          color="alert"
          wrap
          content={
            <div>
              <div>请立即保存 secret，它只显示这一次：</div>
              <div>密钥编号：{centre.created.key.keyId}</div>
              <div style={{ wordBreak: 'break-all' }} aria-label="新密钥的 secret">
                {centre.created.secret}
              </div>
              <Button size="small" onClick={centre.dismissSecret}>
                我已保存
              </Button>
            </div>
          }
        />
      ) : null}
      <Card title="创建密钥" style={{ marginTop: 12 }}>
        <Form
          form={form}
          initialValues={{ name: '', scopes: ['models:read'] }}
          onFinish={(v: { name: string; scopes: OpenScope[] }) =>
            void centre.createKey(v.name, v.scopes).then(
              () => form.resetFields(),
              (e: unknown) => void Toast.show({ content: errorText(e) }),
            )
          }
          footer={
            <Button block type="submit" color="primary" loading={centre.creating}>
              创建密钥
            </Button>
          }
        >
          <Form.Item name="name" label="密钥名称" rules={[{ required: true, message: '请填写密钥名称' }]}>
            <Input placeholder="如：商城同步" maxLength={30} />
          </Form.Item>
          <Form.Item name="scopes" label="权限范围" rules={[{ required: true, message: '请至少选择一项权限' }]}>
            <Checkbox.Group>
              <Space direction="vertical">
                {SCOPE_OPTIONS.map((o) => (
                  <Checkbox key={o.value} value={o.value}>
                    {o.label}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
        </Form>
      </Card>
      <Card title={`我的密钥（有效 ${activeKeys(data).length} / ${data.maxKeys}）`} style={{ marginTop: 12 }}>
        {data.keys.length === 0 ? (
          <Empty description="还没有密钥" />
        ) : (
          <List>
            {data.keys.map((k) => (
              <List.Item
                key={k.keyId}
                description={`${k.keyId} · ${scopeText(k.scopes)} · 今日 ${k.todayCalls} 次`}
                extra={
                  k.revokedAt ? (
                    <Tag>已吊销</Tag>
                  ) : (
                    <Button
                      size="mini"
                      color="danger"
                      onClick={() =>
                        void Dialog.confirm({
                          'aria-label': '吊销密钥',
                          content: '吊销后用它签名的请求都会被拒绝，且不可恢复。',
                          confirmText: '吊销',
                          onConfirm: () =>
                            centre.revokeKey(k).then(
                              () => void Toast.show({ content: '密钥已吊销' }),
                              (e: unknown) => void Toast.show({ content: errorText(e) }),
                            ),
                        })
                      }
                    >
                      吊销
                    </Button>
                  )
                }
              >
                {k.name}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
      <Card title={`近 30 天调用量（共 ${totalCalls(data)} 次）`} style={{ marginTop: 12 }}>
        {option ? <EChart option={option} ariaLabel="近 30 天每天的接口调用次数" className={styles.chart} /> : null}
      </Card>
      <Card title="快速开始" style={{ marginTop: 12 }}>
        <ol style={{ paddingLeft: 20 }}>
          {SIGNING_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
