/** /myaccount/brandMannager on a phone: the company's profile and its brands, stacked. */
import { Button, Dialog, ErrorBlock, Form, Input, List, NoticeBar, Tag } from 'antd-mobile';
import { CERT_KIND_LABELS } from '@moxing/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/states';
import { PROFILE_LABELS, profileOf, useBrandPage, type Profile } from '../brandForm';

export default function MobileBrandPage() {
  const p = useBrandPage();
  const { company, mutations: m } = p;
  if (company.isPending) return <PageLoading />;
  if (company.isError) return <ErrorBlock status="default" title="加载失败" description={company.error.message} />;
  const data = company.data;
  const confirmDelete = (id: number, name: string) =>
    void Dialog.confirm({
      'aria-label': '删除品牌',
      content: `删除品牌“${name}”？已标注的模型不再显示品牌。`,
      confirmText: '删除',
      cancelText: '取消',
      onConfirm: () => void p.deleteBrand(id),
    });
  return (
    <div style={{ padding: 12 }}>
      {p.error ? <NoticeBar color="error" content={p.error} wrap /> : null}
      <List header="企业资料">
        <List.Item
          extra={
            data.certified ? (
              <Tag color="primary">{CERT_KIND_LABELS[data.certified]}</Tag>
            ) : (
              <Link to="/myaccount/toAuthentication">去认证</Link>
            )
          }
        >
          认证状态
        </List.Item>
      </List>
      <ProfileForm
        key={data.company?.updatedAt ?? 'new'}
        initial={data.company}
        onSave={p.saveProfile}
        saving={m.save.isPending}
      />
      <List header="品牌">
        {data.brands.length === 0 ? <List.Item>还没有品牌</List.Item> : null}
        {data.brands.map((b) => (
          <List.Item
            key={b.id}
            prefix={
              b.logo ? <img src={b.logo} alt="" width={32} height={32} style={{ borderRadius: 4, objectFit: 'contain' }} /> : null
            }
            description={`${b.models} 个模型`}
            extra={
              <Button size="mini" color="danger" onClick={() => confirmDelete(b.id, b.name)}>
                删除
              </Button>
            }
          >
            {b.name}
          </List.Item>
        ))}
      </List>
      <Form
        layout="vertical"
        onFinish={() => void p.addBrand()}
        footer={
          <Button block type="submit" color="primary" loading={m.saveBrand.isPending}>
            添加品牌
          </Button>
        }
      >
        <Form.Item label="品牌名称">
          <Input aria-label="品牌名称" value={p.brandName} maxLength={30} onChange={p.setBrandName} />
        </Form.Item>
        <Form.Item label="品牌标志" description={p.brandLogo ? '标志已上传' : 'PNG、JPEG 或 WebP 图片'}>
          <input
            type="file"
            aria-label="品牌标志"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void p.uploadLogo(file);
            }}
          />
        </Form.Item>
      </Form>
    </div>
  );
}

function ProfileForm(props: { initial: Profile | null; onSave: (p: Profile) => Promise<boolean>; saving: boolean }) {
  const [profile, setProfile] = useState<Profile>(() => profileOf(props.initial));
  return (
    <Form
      layout="vertical"
      onFinish={() => void props.onSave(profile)}
      footer={
        <Button block type="submit" color="primary" loading={props.saving}>
          保存企业资料
        </Button>
      }
    >
      {(Object.keys(PROFILE_LABELS) as (keyof Profile)[]).map((k) => (
        <Form.Item key={k} label={PROFILE_LABELS[k]}>
          <Input aria-label={PROFILE_LABELS[k]} value={profile[k]} onChange={(v) => setProfile({ ...profile, [k]: v })} />
        </Form.Item>
      ))}
    </Form>
  );
}
