/**
 * /admin/packages on a phone: every package (on sale or not) as a card with its price, duration and roles; new and
 * edit open the same package editor as the desktop page.
 */
import { PACKAGE_KIND_LABELS, type PackageView } from '@moxing/shared';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import AntdScope from '../../../components/layout/AntdScope';
import { OperatorPhonePage, QueueCard, QueueList } from '../../../components/phone/OperatorQueue';
import { usePackages } from '../api';
import { PackageEditor } from '../desktop/PackageEditor';
import { durationText, priceText, roleLines } from '../logic';
import styles from './mobileMembership.module.css';

function Packages() {
  const packages = usePackages();
  const [editing, setEditing] = useState<PackageView | 'new' | null>(null);
  return (
    <>
      <Button block color="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新建套餐
      </Button>
      <QueueList
        query={packages}
        keyOf={(p) => p.id}
        empty="还没有套餐"
        render={(p) => (
          <QueueCard
            label={p.title}
            tag={p.onSale ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>}
            lines={[
              ['编号', p.id],
              ['类型', PACKAGE_KIND_LABELS[p.kind]],
              ['价格', priceText(p.priceFen)],
              ['有效期', durationText(p.durationDays)],
              ['排序', p.sort],
            ]}
            actions={[{ key: 'edit', text: '编辑', onClick: () => setEditing(p) }]}
          >
            <div className={styles.roleTags}>
              {roleLines(p).map((line) => (
                <Tag key={line} color="primary" fill="outline">
                  {line}
                </Tag>
              ))}
            </div>
          </QueueCard>
        )}
      />
      {editing !== null ? (
        <AntdScope>
          <PackageEditor pkg={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </AntdScope>
      ) : null}
    </>
  );
}

export default function MobilePackagesAdminPage() {
  return (
    <OperatorPhonePage
      what="套餐管理"
      links={[
        { to: '/admin/memberships', text: '会员开通与撤销' },
        { to: '/admin/orders', text: '订单管理' },
      ]}
    >
      <Packages />
    </OperatorPhonePage>
  );
}
