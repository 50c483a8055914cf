/** Pieces of the earnings pages (/myassets/*): the tabs between them and the balance figures. */
import { Col, Row, Statistic, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { EarningsSummary } from '../cashoutApi';
import { price } from '../format';

const TABS = [
  { key: '/myassets/list', label: '我的收益' },
  { key: '/myassets/withdraw', label: '提现' },
  { key: '/myassets/account', label: '提现账户' },
];

export function AssetsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={pathname === '/mycard' ? '/myassets/account' : pathname}
      onChange={(k) => void navigate(k)}
      items={TABS}
      style={{ marginTop: -8 }}
    />
  );
}

export function Balances({ summary }: { summary: EarningsSummary | undefined }) {
  return (
    <Row gutter={24} style={{ marginBottom: 16 }}>
      <Col xs={12} md={6}>
        <Statistic title="可提现" value={price(summary?.availableFen ?? 0)} valueStyle={{ color: '#237804' }} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={`待结算（${summary?.settlementDays ?? 7} 天后可提现）`} value={price(summary?.pendingFen ?? 0)} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="提现中" value={price(summary?.heldFen ?? 0)} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="已提现" value={price(summary?.withdrawnFen ?? 0)} />
      </Col>
    </Row>
  );
}
