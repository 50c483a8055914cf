import { Button, Checkbox, Dialog, ErrorBlock, Form, Input, List, Popup, Space, Stepper, Switch, Tag } from 'antd-mobile';
import { CHILD_RIGHT_LABELS, type ChildRight } from '@moxing/shared';
import { EmptyState, PageLoading } from '../../../components/states';
import { CHILD_RIGHTS, draftOf, emptyDraft, useSubAccounts } from '../subAccountForm';

export default function MobileSubAccountPage() {
  const s = useSubAccounts();
  if (s.children.isPending) return <PageLoading />;
  if (s.children.isError) return <ErrorBlock status="default" title="加载失败" description={s.children.error.message} />;
  const data = s.children.data;
  if (data.isChild) return <EmptyState description="你是企业的子账号，子账号由主账号管理" />;
  const codeItem = (
    <Form.Item
      label="主账号手机验证码"
      extra={
        <Button size="small" onClick={() => void s.sendCode()}>
          获取验证码
        </Button>
      }
    >
      <Input value={s.code} onChange={s.setCode} maxLength={6} aria-label="验证码" />
    </Form.Item>
  );
  return (
    <div style={{ padding: 12 }}>
      <Button block color="primary" onClick={() => s.setDraft(emptyDraft())}>
        新建子账号
      </Button>
      <List header="子账号">
        {data.list.length === 0 && <List.Item>还没有子账号</List.Item>}
        {data.list.map((c) => (
          <List.Item
            key={c.id}
            description={`${c.rights.map((r) => CHILD_RIGHT_LABELS[r]).join('、') || '无权限'} · 金币 ${c.coinsSpent}/${c.coinLimit}`}
            extra={
              <Space>
                <Button size="mini" onClick={() => s.setDraft(draftOf(c))}>
                  编辑
                </Button>
                <Button size="mini" color="danger" onClick={() => s.setDeleting(c)}>
                  删除
                </Button>
              </Space>
            }
          >
            {c.nickname} {c.enabled ? null : <Tag>停用</Tag>}
          </List.Item>
        ))}
      </List>
      <Popup visible={s.draft !== null} onMaskClick={s.close} bodyStyle={{ maxHeight: '90vh', overflow: 'auto' }}>
        {s.draft && (
          <Form
            layout="vertical"
            onFinish={() => void s.save()}
            footer={
              <Button block type="submit" color="primary" loading={s.busy}>
                保存
              </Button>
            }
          >
            <Form.Item label="子账号名称">
              <Input
                value={s.draft.nickname}
                maxLength={20}
                onChange={(v) => s.setDraft({ ...s.draft!, nickname: v })}
                aria-label="子账号名称"
              />
            </Form.Item>
            {!s.draft.childId && (
              <>
                <Form.Item label="子账号登录手机号">
                  <Input
                    value={s.draft.login}
                    maxLength={11}
                    onChange={(v) => s.setDraft({ ...s.draft!, login: v })}
                    aria-label="子账号登录手机号"
                  />
                </Form.Item>
                <Form.Item label="登录密码">
                  <Input
                    type="password"
                    value={s.draft.password}
                    onChange={(v) => s.setDraft({ ...s.draft!, password: v })}
                    aria-label="登录密码"
                  />
                </Form.Item>
              </>
            )}
            <Form.Item label="权限">
              <Checkbox.Group value={s.draft.rights} onChange={(v) => s.setDraft({ ...s.draft!, rights: v as ChildRight[] })}>
                <Space direction="vertical">
                  {CHILD_RIGHTS.map((r) => (
                    <Checkbox key={r} value={r}>
                      {CHILD_RIGHT_LABELS[r]}
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            </Form.Item>
            <Form.Item label="金币额度">
              <Stepper min={0} digits={0} value={s.draft.coinLimit} onChange={(v) => s.setDraft({ ...s.draft!, coinLimit: v })} />
            </Form.Item>
            <Form.Item label="启用">
              <Switch checked={s.draft.enabled} onChange={(v) => s.setDraft({ ...s.draft!, enabled: v })} />
            </Form.Item>
            {codeItem}
            {s.codeNote && <div style={{ padding: '0 12px' }}>{s.codeNote}</div>}
            {s.error && <ErrorBlock status="default" title={s.error} description="" />}
          </Form>
        )}
      </Popup>
      <Dialog
        visible={s.deleting !== null}
        title={`删除子账号“${s.deleting?.nickname ?? ''}”`}
        content={
          <Form layout="vertical">
            {codeItem}
            {s.codeNote && <div>{s.codeNote}</div>}
            {s.error && <div role="alert">{s.error}</div>}
          </Form>
        }
        closeOnAction={false}
        onClose={s.close}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: s.close },
            { key: 'delete', text: '删除', danger: true, bold: true, onClick: () => void s.confirmDelete() },
          ],
        ]}
      />
    </div>
  );
}
