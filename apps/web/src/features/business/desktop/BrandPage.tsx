import { useState } from 'react';
import { Alert, Avatar, Button, Card, Form, Input, List, Popconfirm, Space, Tag } from 'antd';
import { CERT_KIND_LABELS } from '@moxing/shared';
import { PageError, PageLoading } from '../../../components/states';
import { PROFILE_LABELS, profileOf, useBrandPage, type Profile } from '../brandForm';

/** /myaccount/brandMannager: the company's profile and its brands (models are tagged with them in "my models"). */
export default function BrandPage() {
  const p = useBrandPage();
  const { company, mutations: m } = p;
  if (company.isPending) return <PageLoading />;
  if (company.isError) return <PageError error={company.error} onRetry={() => void company.refetch()} />;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 900, margin: '24px auto', display: 'flex' }}>
      {p.error && <Alert type="error" showIcon message={p.error} />}
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
          onSave={p.saveProfile}
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
                  onConfirm={() => void p.deleteBrand(b.id)}
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
        <Form layout="inline" style={{ marginTop: 16 }} onFinish={() => void p.addBrand()}>
          <Form.Item label="品牌名称" htmlFor="brand-name">
            <Input id="brand-name" value={p.brandName} maxLength={30} onChange={(e) => p.setBrandName(e.target.value)} />
          </Form.Item>
          <Form.Item label="品牌标志" htmlFor="brand-logo">
            <input
              id="brand-logo"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void p.uploadLogo(file);
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

function CompanyForm(props: { initial: Profile | null; onSave: (p: Profile) => Promise<boolean>; saving: boolean }) {
  const [profile, setProfile] = useState<Profile>(() => profileOf(props.initial));
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
