/** /myassets/account and /mycard on a phone: my cash-out accounts and the form to add one. */
import { Button, Dialog, Form, Image, Input, Selector, Toast } from 'antd-mobile';
import { errorText } from '../../../lib/errorText';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useAccountForm } from '../cashout';
import { cashoutApi, useCashoutAccounts, useCashoutMutation } from '../cashoutApi';
import { MAssetsTabs } from './assets';
import styles from './cashout.module.css';
import money from './money.module.css';
import { MobileMoneyPage } from './ui';

export default function MobileCashoutAccountsPage() {
  const accounts = useCashoutAccounts();
  const remove = useCashoutMutation((id: number) => cashoutApi.deleteAccount(id));
  const form = useAccountForm(() => Toast.show({ icon: 'success', content: '提现账户已添加' }));
  return (
    <MobileMoneyPage title="提现账户">
      <MAssetsTabs />
      {accounts.isError ? (
        <PhoneError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.isPending ? (
        <PhoneLoading />
      ) : accounts.data.list.length === 0 ? (
        <PhoneEmpty title="还没有提现账户，请在下方添加" />
      ) : (
        accounts.data.list.map((a) => (
          <article key={a.id} className={money.card}>
            <div className={money.row}>
              <strong>
                {a.typeName} {a.bank ?? ''} {a.account}
              </strong>
              <Button
                size="mini"
                color="danger"
                fill="outline"
                onClick={async () => {
                  if (
                    !(await Dialog.confirm({ 'aria-label': '删除提现账户', content: '删除这个提现账户？已申请的提现不受影响' }))
                  )
                    return;
                  remove.mutateAsync(a.id).then(
                    () => Toast.show({ content: '已删除' }),
                    (e: unknown) => Toast.show({ content: errorText(e) }),
                  );
                }}
              >
                删除
              </Button>
            </div>
            <div className={money.muted}>{a.holder}</div>
            {a.cardPicUrl ? <Image src={a.cardPicUrl} alt="银行卡照片" className={styles.pic} /> : null}
          </article>
        ))
      )}
      <h2 style={{ fontSize: 16 }}>添加提现账户</h2>
      <Form
        layout="vertical"
        onFinish={() => void form.submit()}
        footer={
          <Button block type="submit" color="primary" loading={form.saving}>
            保存账户
          </Button>
        }
      >
        <Form.Item label="账户类型">
          <Selector
            columns={2}
            value={[form.type]}
            onChange={(v) => v[0] && form.setType(v[0])}
            options={[
              { label: '支付宝', value: 'alipay' as const },
              { label: '银行卡', value: 'bank' as const },
            ]}
          />
        </Form.Item>
        <Form.Item label="真实姓名">
          <Input id="m-acc-holder" aria-label="真实姓名" value={form.holder} onChange={form.setHolder} maxLength={30} />
        </Form.Item>
        {form.type === 'bank' ? (
          <>
            <Form.Item label="开户银行">
              <Input id="m-acc-bank" aria-label="开户银行" value={form.bank} onChange={form.setBank} placeholder="如：招商银行" />
            </Form.Item>
            <Form.Item label="银行卡号">
              <Input id="m-acc-card" aria-label="银行卡号" inputMode="numeric" value={form.account} onChange={form.setAccount} />
            </Form.Item>
            <Form.Item label="银行卡照片（仅您本人和平台审核人员可见）">
              <input
                id="m-acc-pic"
                aria-label="银行卡照片"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void form.upload(file);
                }}
              />
              {form.uploading ? <span className={money.muted}>上传中…</span> : null}
              {form.cardPic ? <Image src={form.cardPic.url} alt="已上传的银行卡照片" className={styles.pic} /> : null}
            </Form.Item>
          </>
        ) : (
          <Form.Item label="支付宝账号（手机号或邮箱）">
            <Input id="m-acc-alipay" aria-label="支付宝账号" value={form.account} onChange={form.setAccount} />
          </Form.Item>
        )}
      </Form>
      {form.error ? (
        <p role="alert" style={{ color: '#c62828' }}>
          {form.error}
        </p>
      ) : null}
    </MobileMoneyPage>
  );
}
