import { useState } from 'react';
import { Alert, Avatar, Button, Card, Form, Input, List, Popconfirm, Space, Tag } from 'antd';
import { CERT_KIND_LABELS } from '@moxing/shared';
import { uploadMultipart } from '../../../api/uploads';
import { PageError, PageLoading } from '../../../components/states';
import { useCompany, useCompanyMutations } from '../api';

const errorOf = (e: unknown) => (e instanceof Error ? e.message : '保存失败');

/** /myaccount/brandMannager: the company's profile and its brands (models are tagged with them in "my models"). */
export default function BrandPage() {
  const company = useCompany();
  const m = useCompanyMutations();
  const [brandName, setBrandName] = useState('');
  const [brandLogo, setBrandLogo] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  if (company.isPending) return <PageLoading />;
  if (company.isError) return <PageError error={company.error} onRetry={() => void company.refetch()} />;
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      return true;
    } catch (e) {
      setError(errorOf(e));
      return false;
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 900, margin: '24px auto', display: 'flex' }}>
      {error && <Alert type="error" showIcon message={error} />}
      <Card
        title="企业资料"
        extra={
          company.data.certified ? (
            <Tag color="blue">{CERT_KIND_LABELS[company.data.certified]}</Tag>
          ) : (
            <a href="/myaccount/toAuthentication">去认证</a>
          )
        }
      >
        <CompanyForm
          key={company.data.company?.updatedAt ?? 'new'}
          initial={company.data.company}
          onSave={(p) => run(() => m.save.mutateAsync(p))}
          saving={m.save.isPending}
        />
      </Card>
      <Card title="品牌">
        <List
          dataSource={company.data.brands}
          locale={{ emptyText: '还没有品牌' }}
          renderItem={(b) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="del"
                  title={`删除品牌“${b.name}”？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => void run(() => m.deleteBrand.mutateAsync(b.id))}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={
                  <Avatar src={b.logo ?? undefined} alt={b.name}>
                    {b.name.slice(0, 1)}
                  </Avatar>
                }
                title={b.name}
                description={`${b.models} 个模型`}
              />
            </List.Item>
          )}
        />
        <Form
          layout="inline"
          style={{ marginTop: 16 }}
          onFinish={() =>
            void run(() => m.saveBrand.mutateAsync({ name: brandName, logoFileId: brandLogo })).then((done) => {
              if (done) {
                setBrandName('');
                setBrandLogo(undefined);
              }
            })
          }
        >
          <Form.Item label="品牌名称" htmlFor="brand-name">
            <Input id="brand-name" value={brandName} maxLength={30} onChange={(e) => setBrandName(e.target.value)} />
          </Form.Item>
          <Form.Item label="品牌标志" htmlFor="brand-logo">
            <input
              id="brand-logo"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void run(async () => setBrandLogo((await uploadMultipart(file)).fileId));
              }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={m.saveBrand.isPending}>
            添加品牌
          </Button>
        </Form>
      </Card>
    </Space>
  );
}

type Profile = { name: string; licenceNumber: string; address: string; industry: string };
const PROFILE_LABELS: Record<keyof Profile, string> = {
  name: '企业名称',
  licenceNumber: '营业执照号（统一社会信用代码）',
  address: '地址',
  industry: '行业',
};

function CompanyForm(props: { initial: Profile | null; onSave: (p: Profile) => Promise<boolean>; saving: boolean }) {
  const [profile, setProfile] = useState<Profile>(() => {
    const c = props.initial;
    return { name: c?.name ?? '', licenceNumber: c?.licenceNumber ?? '', address: c?.address ?? '', industry: c?.industry ?? '' };
  });
  return (
    <Form layout="vertical" onFinish={() => void props.onSave(profile)}>
      {(Object.keys(PROFILE_LABELS) as (keyof Profile)[]).map((k) => (
        <Form.Item key={k} label={PROFILE_LABELS[k]} htmlFor={`company-${k}`}>
          <Input id={`company-${k}`} value={profile[k]} onChange={(e) => setProfile({ ...profile, [k]: e.target.value })} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={props.saving}>
        保存企业资料
      </Button>
    </Form>
  );
}
