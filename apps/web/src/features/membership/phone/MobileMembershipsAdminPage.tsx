/**
 * /admin/memberships on a phone: grant a package to a user named by phone number or id with a reason; look up a
 * user's packages and revoke one with a reason; the audit log. One section at a time.
 */
import { GRANT_SOURCE_LABELS } from '@moxing/shared';
import { Button, Input, Radio, Space, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import {
  OperatorPhonePage,
  QueueCard,
  QueueList,
  QueueSearch,
  QueueTabs,
  timeText,
  usePrompt,
} from '../../../components/phone/OperatorQueue';
import { AUDIT_ACTION_LABELS, revocable, userRef } from '../admin';
import { membershipApi, useAudit, useMembershipMutation, useUserGrants, type UserRef } from '../api';
import { useGrantForm } from '../hooks';
import { dateText, priceText, stateLabel } from '../logic';
import styles from './mobileMembership.module.css';

type Section = 'grant' | 'grants' | 'audit';
const SECTIONS: { value: Section; label: string }[] = [
  { value: 'grant', label: '开通套餐' },
  { value: 'grants', label: '用户的套餐' },
  { value: 'audit', label: '操作日志' },
];

const toast = {
  success: (content: string) => Toast.show({ icon: 'success', content }),
  error: (content: string) => Toast.show({ icon: 'fail', content }),
};

function GrantForm({ onGranted }: { onGranted: (who: UserRef) => void }) {
  const form = useGrantForm(toast, onGranted);
  return (
    <div className={styles.adminForm}>
      <label htmlFor="grant-user">用户</label>
      <Input id="grant-user" placeholder="手机号或用户编号" value={form.user} onChange={form.setUser} />
      {form.badUser ? <p className={styles.adminError}>请输入 11 位手机号或用户编号</p> : null}
      <div id="grant-package-label">套餐</div>
      <Radio.Group value={form.packageId} onChange={(v) => form.setPackageId(Number(v))}>
        <Space direction="vertical" aria-labelledby="grant-package-label">
          {(form.packages.data?.list ?? []).map((p) => (
            <Radio key={p.id} value={p.id}>
              {p.title}
              {p.onSale ? '' : '（已下架）'}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <label htmlFor="grant-reason">原因（必填，写入操作日志）</label>
      <Input id="grant-reason" maxLength={200} value={form.reason} onChange={form.setReason} />
      <Button block color="primary" disabled={!form.ready} loading={form.pending} onClick={form.submit}>
        开通
      </Button>
    </div>
  );
}

function UserGrants({ who, onSearch }: { who: UserRef | null; onSearch: (who: UserRef) => void }) {
  const [pageNum, setPageNum] = useState(1);
  const grants = useUserGrants(who, pageNum);
  const revoke = useMembershipMutation(membershipApi.revoke);
  const [prompt, ask] = usePrompt();
  return (
    <>
      <QueueSearch
        placeholder="手机号或用户编号"
        value={who && 'phone' in who ? who.phone : who ? String(who.userId) : ''}
        onSearch={(v) => {
          const ref = userRef(v);
          if (!ref) return void Toast.show({ content: '请输入 11 位手机号或用户编号' });
          setPageNum(1);
          onSearch(ref);
        }}
      />
      {who === null ? (
        <p className={styles.adminHint}>输入手机号或用户编号，查看该用户的套餐记录。</p>
      ) : (
        <QueueList
          query={grants}
          keyOf={(g) => g.id}
          empty="该用户没有套餐记录"
          pageNum={pageNum}
          onPage={setPageNum}
          render={(g) => (
            <QueueCard
              label={g.title}
              tag={<Tag>{stateLabel(g.state)}</Tag>}
              lines={[
                ['记录', g.id],
                ['用户', g.userId],
                ['来源', GRANT_SOURCE_LABELS[g.source]],
                ['金额', priceText(g.amountFen)],
                ['起止', `${dateText(g.startsAt)} 至 ${dateText(g.expiresAt)}`],
                ['原因', g.revokedReason ?? g.reason ?? g.orderNo],
              ]}
              actions={
                revocable(g)
                  ? [
                      {
                        key: 'revoke',
                        text: '撤销',
                        color: 'danger',
                        onClick: () =>
                          ask({
                            title: `撤销：${g.title}`,
                            label: '撤销原因（用户会收到消息）',
                            okText: '确认撤销',
                            danger: true,
                            minLength: 2,
                            maxLength: 200,
                            submit: (reason) => revoke.mutateAsync({ grantId: g.id, reason }),
                            done: '已撤销，其权益立即失效',
                          }),
                      },
                    ]
                  : []
              }
            />
          )}
        />
      )}
      {prompt}
    </>
  );
}

function AuditLog() {
  const [pageNum, setPageNum] = useState(1);
  const audit = useAudit(pageNum);
  return (
    <QueueList
      query={audit}
      keyOf={(a) => a.id}
      empty="还没有操作记录"
      pageNum={pageNum}
      onPage={setPageNum}
      render={(a) => (
        <QueueCard
          label={AUDIT_ACTION_LABELS[a.action] ?? a.action}
          tag={<span className={styles.adminHint}>{timeText(a.createdAt)}</span>}
          lines={[
            ['操作人', a.operatorId],
            ['用户', a.userId],
            ['套餐', a.packageId],
            ['记录', a.grantId],
            ['原因', a.reason],
          ]}
        />
      )}
    />
  );
}

function Sections() {
  const [section, setSection] = useState<Section>('grant');
  const [who, setWho] = useState<UserRef | null>(null);
  return (
    <>
      <QueueTabs label="功能" value={section} options={SECTIONS} onChange={setSection} />
      {section === 'grant' ? (
        <GrantForm
          onGranted={(granted) => {
            setWho(granted);
            setSection('grants');
          }}
        />
      ) : section === 'grants' ? (
        <UserGrants who={who} onSearch={setWho} />
      ) : (
        <AuditLog />
      )}
    </>
  );
}

export default function MobileMembershipsAdminPage() {
  return (
    <OperatorPhonePage
      what="会员开通与撤销"
      links={[
        { to: '/admin/packages', text: '套餐管理' },
        { to: '/admin/orders', text: '订单管理' },
      ]}
    >
      <Sections />
    </OperatorPhonePage>
  );
}
