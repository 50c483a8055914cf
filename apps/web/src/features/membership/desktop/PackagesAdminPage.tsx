/** /admin/packages: every package (on sale or not) with its price, duration and roles; create and edit (operators). */
import { PACKAGE_KIND_LABELS } from '@moxing/shared';
import type { PackageView } from '@moxing/shared';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { PageError } from '../../../components/states';
import { usePackages } from '../api';
import { durationText, priceText, roleLines } from '../logic';
import { AdminFrame } from './AdminFrame';
import { PackageEditor } from './PackageEditor';

export default function PackagesAdminPage() {
  const packages = usePackages();
  const [editing, setEditing] = useState<PackageView | 'new' | null>(null);
  return (
    <AdminFrame
      title="套餐管理"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新建套餐
        </Button>
      }
    >
      {packages.isError ? (
        <PageError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={packages.isPending}
          dataSource={packages.data?.list ?? []}
          pagination={false}
          scroll={{ x: 1000 }}
          columns={[
            { title: '编号', dataIndex: 'id', width: 60 },
            { title: '名称', dataIndex: 'title', width: 150 },
            { title: '类型', key: 'kind', width: 90, render: (_, p) => PACKAGE_KIND_LABELS[p.kind] },
            { title: '价格', key: 'price', width: 100, render: (_, p) => priceText(p.priceFen) },
            { title: '有效期', key: 'days', width: 80, render: (_, p) => durationText(p.durationDays) },
            {
              title: '权益',
              key: 'roles',
              render: (_, p) => roleLines(p).map((line) => <Tag key={line}>{line}</Tag>),
            },
            {
              title: '状态',
              key: 'onSale',
              width: 80,
              render: (_, p) => (p.onSale ? <Tag color="green">在售</Tag> : <Tag>已下架</Tag>),
            },
            { title: '排序', dataIndex: 'sort', width: 60 },
            {
              title: '操作',
              key: 'ops',
              width: 80,
              render: (_, p) => (
                <Button size="small" onClick={() => setEditing(p)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing !== null && <PackageEditor pkg={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminFrame>
  );
}
