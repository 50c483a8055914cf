/** The frame of the operators' membership pages: a card with links to the other operator pages and a login gate. */
import { LoginOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { session, useSession } from '../../../stores/session';

const LINKS = [
  { to: '/admin/packages', label: '套餐管理' },
  { to: '/admin/memberships', label: '会员开通与撤销' },
  { to: '/admin/orders', label: '订单管理' },
  { to: '/admin/payNotices', label: '支付通知' },
] as const;

export function AdminFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }}>
      <Space style={{ marginBottom: 12 }} size="large" wrap>
        {LINKS.map((l) =>
          l.to === location.pathname ? (
            <strong key={l.to}>{l.label}</strong>
          ) : (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ),
        )}
      </Space>
      <Card title={title} extra={extra}>
        {token ? (
          children
        ) : (
          <Result
            status="info"
            icon={<LoginOutlined />}
            title="请先登录运营账号"
            extra={
              <Button type="primary" onClick={() => session.openLogin('password', location.pathname)}>
                登录
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}
