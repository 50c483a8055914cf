/** /integralMall: the points mall — goods, my points, redeeming and my redemptions (desktop). */
import type { MallGoods, RedemptionView } from '@moxing/shared';
import { App, Button, Card, Form, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { session, useSession } from '../../../stores/session';
import { useMyRedemptions } from '../api';
import { needsAddress, redeemBlock, useMallPage } from '../logic';
import { GoodsCard } from './GoodsCard';
import styles from './points.module.css';

type Address = { receiver: string; phone: string; address: string };

export default function MallPage() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  const { goods, panel, chosen, setChosen, exchange } = useMallPage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Address>();
  const integral = panel.data?.integral;

  const redeem = (address?: Address) => {
    if (!chosen) return;
    exchange.mutate(
      { goodsId: chosen.id, ...address },
      {
        onSuccess: (r) => {
          void message.success(r.status === 'toShip' ? `兑换成功，“${r.title}”将尽快发货` : `兑换成功，“${r.title}”已发放`);
          setChosen(null);
          form.resetFields();
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );
  };

  const choose = (g: MallGoods) => (token ? setChosen(g) : session.openLogin('password', location.pathname));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>积分商城</h1>
      <p className={styles.meta}>
        {token ? (
          <>
            我的积分：<strong>{integral ?? '…'}</strong> · <Link to="/myIntegral/list">签到、做任务赚积分</Link>
          </>
        ) : (
          '登录后可用积分兑换会员、金币和礼品'
        )}
      </p>
      {goods.isPending ? (
        <PageLoading />
      ) : goods.isError ? (
        <PageError error={goods.error} onRetry={() => void goods.refetch()} />
      ) : goods.data.list.length === 0 ? (
        <EmptyState description="商城暂时没有商品，敬请期待" />
      ) : (
        <div className={styles.grid}>
          {goods.data.list.map((g) => {
            const block = token ? redeemBlock(g, integral) : null;
            return (
              <GoodsCard
                key={g.id}
                goods={g}
                action={
                  <Button type="primary" disabled={block !== null} onClick={() => choose(g)} aria-label={`兑换${g.title}`}>
                    {block ?? '兑换'}
                  </Button>
                }
              />
            );
          })}
        </div>
      )}
      {token ? <MyRedemptions /> : null}
      <Modal
        open={chosen !== null}
        title={chosen ? `兑换“${chosen.title}”` : ''}
        okText={`确认兑换（${chosen?.pointsPrice ?? 0} 积分）`}
        cancelText="取消"
        confirmLoading={exchange.isPending}
        onCancel={() => setChosen(null)}
        onOk={() => (chosen && needsAddress(chosen) ? form.submit() : redeem())}
        destroyOnHidden
      >
        {chosen && needsAddress(chosen) ? (
          <Form form={form} layout="vertical" onFinish={redeem}>
            <Form.Item name="receiver" label="收货人" rules={[{ required: true, min: 2, message: '请填写收货人' }]}>
              <Input maxLength={20} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="phone"
              label="联系电话"
              rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: '请输入 11 位中国大陆手机号' }]}
            >
              <Input maxLength={11} autoComplete="tel" />
            </Form.Item>
            <Form.Item name="address" label="收货地址" rules={[{ required: true, min: 5, message: '请填写收货地址' }]}>
              <Input.TextArea maxLength={200} rows={2} autoComplete="street-address" />
            </Form.Item>
          </Form>
        ) : (
          <p>
            {chosen?.kind === 'membership' ? `兑换后会员套餐立即生效，有效期 ${chosen.days ?? 0} 天。` : '兑换后金币立即到账。'}
          </p>
        )}
      </Modal>
    </div>
  );
}

function MyRedemptions() {
  const [pageNum, setPageNum] = useState(1);
  const list = useMyRedemptions(pageNum);
  return (
    <Card title="我的兑换" className={styles.section} style={{ marginTop: 24 }}>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState description="还没有兑换记录" />
      ) : (
        <Table<RedemptionView>
          rowKey="redemptionNo"
          dataSource={list.data.list}
          pagination={{ current: pageNum, total: list.data.total, pageSize: 20, onChange: setPageNum, hideOnSinglePage: true }}
          columns={[
            { title: '时间', render: (_, r) => new Date(r.createdAt).toLocaleString('zh-CN') },
            { title: '商品', dataIndex: 'title' },
            { title: '积分', dataIndex: 'points', align: 'right' },
            { title: '状态', render: (_, r) => <Tag>{r.statusName}</Tag> },
            { title: '快递单号', render: (_, r) => r.trackingNo ?? '—' },
          ]}
        />
      )}
    </Card>
  );
}
