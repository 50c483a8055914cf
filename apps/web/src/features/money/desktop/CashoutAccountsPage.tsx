/** /myassets/account and /mycard: my cash-out accounts (masked), add a bank card with its photo or an Alipay account. */
import { Alert, Button, Card, Form, Image, Input, List, Popconfirm, Radio, Space, Upload } from 'antd';
import { App } from 'antd';
import { PageError, errorText } from '../../../components/states';
import { useAccountForm } from '../cashout';
import { cashoutApi, useCashoutAccounts, useCashoutMutation } from '../cashoutApi';
import { AssetsTabs } from './assets';
import styles from './cashout.module.css';
import { MoneyFrame } from './ui';

export default function CashoutAccountsPage() {
  const { message } = App.useApp();
  const accounts = useCashoutAccounts();
  const remove = useCashoutMutation((id: number) => cashoutApi.deleteAccount(id));
  const form = useAccountForm(() => void message.success('提现账户已添加'));
  return (
    <MoneyFrame title="提现账户">
      <AssetsTabs />
      {accounts.isError ? (
        <PageError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <List
          loading={accounts.isPending}
          dataSource={accounts.data?.list ?? []}
          locale={{ emptyText: '还没有提现账户，请在下方添加' }}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="delete"
                  title="删除这个提现账户？已申请的提现不受影响"
                  onConfirm={() => {
                    remove.mutateAsync(a.id).then(
                      () => void message.success('已删除'),
                      (e: unknown) => void message.error(errorText(e)),
                    );
                  }}
                >
                  <Button danger size="small">
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={`${a.typeName} · ${a.bank ?? ''} ${a.account}`}
                description={`${a.holder} · 添加于 ${a.createdAt.slice(0, 10)}`}
              />
              {a.cardPicUrl ? <Image src={a.cardPicUrl} alt="银行卡照片" className={styles.pic} /> : null}
            </List.Item>
          )}
        />
      )}
      <Card size="small" title="添加提现账户" style={{ marginTop: 16 }}>
        <Form layout="vertical" onFinish={() => void form.submit()} style={{ maxWidth: 420 }}>
          <Form.Item label="账户类型">
            <Radio.Group value={form.type} onChange={(e) => form.setType(e.target.value as 'bank' | 'alipay')}>
              <Radio.Button value="alipay">支付宝</Radio.Button>
              <Radio.Button value="bank">银行卡</Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.Item label="真实姓名" htmlFor="acc-holder">
            <Input id="acc-holder" value={form.holder} onChange={(e) => form.setHolder(e.target.value)} maxLength={30} />
          </Form.Item>
          {form.type === 'bank' ? (
            <>
              <Form.Item label="开户银行" htmlFor="acc-bank">
                <Input
                  id="acc-bank"
                  value={form.bank}
                  onChange={(e) => form.setBank(e.target.value)}
                  placeholder="如：招商银行"
                />
              </Form.Item>
              <Form.Item label="银行卡号" htmlFor="acc-card">
                <Input id="acc-card" inputMode="numeric" value={form.account} onChange={(e) => form.setAccount(e.target.value)} />
              </Form.Item>
              <Form.Item label="银行卡照片（仅您本人和平台审核人员可见）">
                <Space>
                  <Upload
                    accept="image/png,image/jpeg,image/webp"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void form.upload(file);
                      return false;
                    }}
                  >
                    <Button loading={form.uploading}>{form.cardPic ? '重新上传' : '上传照片'}</Button>
                  </Upload>
                  {form.cardPic ? <Image src={form.cardPic.url} alt="已上传的银行卡照片" className={styles.pic} /> : null}
                </Space>
              </Form.Item>
            </>
          ) : (
            <Form.Item label="支付宝账号（手机号或邮箱）" htmlFor="acc-alipay">
              <Input id="acc-alipay" value={form.account} onChange={(e) => form.setAccount(e.target.value)} />
            </Form.Item>
          )}
          {form.error ? <Alert type="error" showIcon message={form.error} style={{ marginBottom: 12 }} /> : null}
          <Button type="primary" htmlType="submit" loading={form.saving}>
            保存账户
          </Button>
        </Form>
      </Card>
    </MoneyFrame>
  );
}
