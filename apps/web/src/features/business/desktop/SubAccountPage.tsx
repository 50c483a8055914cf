import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import { CHILD_RIGHT_LABELS } from '@moxing/shared';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useActivity } from '../api';
import { CHILD_RIGHTS, draftOf, emptyDraft, useSubAccounts } from '../subAccountForm';

/** /myaccount/subaccount: the company's sub-accounts, their rights and coin limits, and the activity log. */
export default function SubAccountPage() {
  const s = useSubAccounts();
  const data = s.children.data;
  const log = useActivity({ pageNum: 1, pageSize: 20 }, data?.isChild === false);
  if (s.children.isPending) return <PageLoading />;
  if (s.children.isError) return <PageError error={s.children.error} onRetry={() => void s.children.refetch()} />;
  if (data?.isChild) return <EmptyState description="你是企业的子账号，子账号由主账号管理" />;
  const codeRow = (
    <Form.Item label="主账号手机验证码" htmlFor="child-code">
      <Space.Compact style={{ width: '100%' }}>
        <Input id="child-code" value={s.code} onChange={(e) => s.setCode(e.target.value)} maxLength={6} />
        <Button onClick={() => void s.sendCode()}>获取验证码</Button>
      </Space.Compact>
      {s.codeNote && <div>{s.codeNote}</div>}
    </Form.Item>
  );
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 1100, margin: '24px auto', display: 'flex' }}>
      <Card
        title="子账号管理"
        extra={
          <Button type="primary" onClick={() => s.setDraft(emptyDraft())}>
            新建子账号
          </Button>
        }
      >
        <Table
          rowKey="id"
          dataSource={data?.list ?? []}
          pagination={false}
          locale={{ emptyText: '还没有子账号' }}
          columns={[
            { title: '名称', dataIndex: 'nickname' },
            { title: '登录手机号', dataIndex: 'login' },
            { title: '权限', render: (_, c) => c.rights.map((r) => <Tag key={r}>{CHILD_RIGHT_LABELS[r]}</Tag>) },
            { title: '金币（已用/额度）', render: (_, c) => `${c.coinsSpent} / ${c.coinLimit}` },
            { title: '状态', render: (_, c) => (c.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
            {
              title: '操作',
              render: (_, c) => (
                <Space>
                  <Button size="small" onClick={() => s.setDraft(draftOf(c))}>
                    编辑
                  </Button>
                  <Button size="small" danger onClick={() => s.setDeleting(c)}>
                    删除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title="操作记录">
        <Table
          rowKey="id"
          size="small"
          loading={log.isPending}
          dataSource={log.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: '暂无操作记录' }}
          columns={[
            { title: '时间', render: (_, a) => new Date(a.createdAt).toLocaleString('zh-CN', { hour12: false }) },
            { title: '操作人', render: (_, a) => a.actor.nickname },
            { title: '内容', dataIndex: 'detail' },
          ]}
        />
      </Card>
      <Modal
        open={s.draft !== null}
        title={s.draft?.childId ? '编辑子账号' : '新建子账号'}
        okText="保存"
        cancelText="取消"
        confirmLoading={s.busy}
        onOk={() => void s.save()}
        onCancel={s.close}
      >
        {s.draft && (
          <Form layout="vertical">
            <Form.Item label="子账号名称" htmlFor="child-nickname">
              <Input
                id="child-nickname"
                value={s.draft.nickname}
                maxLength={20}
                onChange={(e) => s.setDraft({ ...s.draft!, nickname: e.target.value })}
              />
            </Form.Item>
            {!s.draft.childId && (
              <>
                <Form.Item label="子账号登录手机号" htmlFor="child-login">
                  <Input
                    id="child-login"
                    value={s.draft.login}
                    maxLength={11}
                    onChange={(e) => s.setDraft({ ...s.draft!, login: e.target.value })}
                  />
                </Form.Item>
                <Form.Item label="登录密码" htmlFor="child-password">
                  <Input.Password
                    id="child-password"
                    value={s.draft.password}
                    onChange={(e) => s.setDraft({ ...s.draft!, password: e.target.value })}
                  />
                </Form.Item>
              </>
            )}
            <Form.Item label="权限">
              <Checkbox.Group
                value={s.draft.rights}
                onChange={(v) => s.setDraft({ ...s.draft!, rights: v })}
                options={CHILD_RIGHTS.map((r) => ({ value: r, label: CHILD_RIGHT_LABELS[r] }))}
              />
            </Form.Item>
            <Form.Item label="金币额度" htmlFor="child-coins">
              <InputNumber
                id="child-coins"
                min={0}
                precision={0}
                value={s.draft.coinLimit}
                onChange={(v) => s.setDraft({ ...s.draft!, coinLimit: v ?? 0 })}
              />
            </Form.Item>
            <Form.Item label="启用">
              <Switch aria-label="启用" checked={s.draft.enabled} onChange={(v) => s.setDraft({ ...s.draft!, enabled: v })} />
            </Form.Item>
            {codeRow}
            {s.error && <Alert type="error" showIcon message={s.error} />}
          </Form>
        )}
      </Modal>
      <Modal
        open={s.deleting !== null}
        title={`删除子账号“${s.deleting?.nickname ?? ''}”`}
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        confirmLoading={s.busy}
        onOk={() => void s.confirmDelete()}
        onCancel={s.close}
      >
        <p>删除后该账号立即停用，它上传的模型仍保留在企业的模型库中。</p>
        <Form layout="vertical">{codeRow}</Form>
        {s.error && <Alert type="error" showIcon message={s.error} />}
      </Modal>
    </Space>
  );
}
