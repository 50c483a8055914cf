/**
 * /admin/memberships (operators): grant a package to a user named by phone number or id, with a reason; look up a
 * user's packages and revoke one with a reason; read the audit log of grants, revocations and package edits.
 */
import { GRANT_SOURCE_LABELS, type PackageGrantView } from '@moxing/shared';
import { App, Button, Divider, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageError, errorText } from '../../../components/states';
import { AUDIT_ACTION_LABELS, revocable, userRef } from '../admin';
import { membershipApi, useAudit, useMembershipMutation, useUserGrants, type UserRef } from '../api';
import { useGrantForm } from '../hooks';
import { dateText, priceText, stateLabel } from '../logic';
import { AdminFrame } from './AdminFrame';

export default function MembershipsAdminPage() {
  const [who, setWho] = useState<UserRef | null>(null);
  return (
    <AdminFrame title="会员开通与撤销">
      <GrantForm onGranted={setWho} />
      <Divider />
      <UserGrants who={who} onSearch={setWho} />
      <Divider />
      <AuditLog />
    </AdminFrame>
  );
}

function GrantForm({ onGranted }: { onGranted: (who: UserRef) => void }) {
  const { message } = App.useApp();
  const form = useGrantForm({ success: (t) => void message.success(t), error: (t) => void message.error(t) }, onGranted);
  return (
    <>
      <Typography.Title level={5}>开通套餐</Typography.Title>
      <Space wrap align="start">
        <Input
          style={{ width: 200 }}
          placeholder="手机号或用户编号"
          value={form.user}
          status={form.badUser ? 'error' : undefined}
          onChange={(e) => form.setUser(e.target.value)}
        />
        <Select
          style={{ width: 220 }}
          placeholder="选择套餐"
          loading={form.packages.isPending}
          value={form.packageId}
          onChange={form.setPackageId}
          options={(form.packages.data?.list ?? []).map((p) => ({
            value: p.id,
            label: `${p.title}${p.onSale ? '' : '（已下架）'}`,
          }))}
        />
        <Input
          style={{ width: 280 }}
          placeholder="原因（必填，写入操作日志）"
          maxLength={200}
          value={form.reason}
          onChange={(e) => form.setReason(e.target.value)}
        />
        <Button type="primary" disabled={!form.ready} loading={form.pending} onClick={form.submit}>
          开通
        </Button>
      </Space>
      {form.badUser && <Typography.Text type="danger">请输入 11 位手机号或用户编号</Typography.Text>}
    </>
  );
}

function UserGrants({ who, onSearch }: { who: UserRef | null; onSearch: (who: UserRef) => void }) {
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const [revoking, setRevoking] = useState<PackageGrantView | null>(null);
  const [reason, setReason] = useState('');
  const grants = useUserGrants(who, pageNum);
  const revoke = useMembershipMutation(membershipApi.revoke);
  return (
    <>
      <Typography.Title level={5}>用户的套餐</Typography.Title>
      <Input.Search
        style={{ width: 280, marginBottom: 12 }}
        placeholder="手机号或用户编号"
        enterButton="查询"
        onSearch={(v) => {
          const ref = userRef(v);
          if (!ref) return void message.warning('请输入 11 位手机号或用户编号');
          setPageNum(1);
          onSearch(ref);
        }}
      />
      {who === null ? null : grants.isError ? (
        <PageError error={grants.error} onRetry={() => void grants.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={grants.isPending}
          dataSource={grants.data?.list ?? []}
          locale={{ emptyText: '该用户没有套餐记录' }}
          scroll={{ x: 900 }}
          pagination={{ current: pageNum, pageSize: 20, total: grants.data?.total ?? 0, onChange: setPageNum }}
          columns={[
            { title: '记录', dataIndex: 'id', width: 60 },
            { title: '用户', dataIndex: 'userId', width: 70 },
            { title: '套餐', dataIndex: 'title' },
            { title: '来源', key: 'source', render: (_, g) => GRANT_SOURCE_LABELS[g.source] },
            { title: '金额', key: 'amount', render: (_, g) => priceText(g.amountFen) },
            { title: '起止', key: 'span', render: (_, g) => `${dateText(g.startsAt)} 至 ${dateText(g.expiresAt)}` },
            { title: '状态', key: 'state', render: (_, g) => <Tag>{stateLabel(g.state)}</Tag> },
            { title: '原因', key: 'reason', render: (_, g) => g.revokedReason ?? g.reason ?? g.orderNo ?? '' },
            {
              title: '操作',
              key: 'ops',
              render: (_, g) =>
                revocable(g) ? (
                  <Button size="small" danger onClick={() => setRevoking(g)}>
                    撤销
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <Modal
        title={`撤销：${revoking?.title ?? ''}`}
        open={revoking !== null}
        okText="确认撤销"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 2 }}
        confirmLoading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onOk={() =>
          revoking &&
          revoke.mutate(
            { grantId: revoking.id, reason: reason.trim() },
            {
              onSuccess: () => {
                void message.success('已撤销，其权益立即失效');
                setRevoking(null);
                setReason('');
              },
              onError: (e) => void message.error(errorText(e)),
            },
          )
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder="撤销原因（用户会收到消息）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

function AuditLog() {
  const [pageNum, setPageNum] = useState(1);
  const audit = useAudit(pageNum);
  return (
    <>
      <Typography.Title level={5}>操作日志</Typography.Title>
      {audit.isError ? (
        <PageError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={audit.isPending}
          dataSource={audit.data?.list ?? []}
          locale={{ emptyText: '还没有操作记录' }}
          pagination={{ current: pageNum, pageSize: 20, total: audit.data?.total ?? 0, onChange: setPageNum }}
          columns={[
            { title: '时间', key: 'at', render: (_, a) => a.createdAt.slice(0, 19).replace('T', ' ') },
            { title: '操作人', dataIndex: 'operatorId' },
            { title: '操作', key: 'action', render: (_, a) => AUDIT_ACTION_LABELS[a.action] ?? a.action },
            { title: '用户', key: 'user', render: (_, a) => a.userId ?? '' },
            { title: '套餐', key: 'pkg', render: (_, a) => a.packageId ?? '' },
            { title: '记录', key: 'grant', render: (_, a) => a.grantId ?? '' },
            { title: '原因', key: 'reason', render: (_, a) => a.reason ?? '' },
          ]}
        />
      )}
    </>
  );
}
