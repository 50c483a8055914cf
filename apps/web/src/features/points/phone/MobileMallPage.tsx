/** /integralMall on a phone: goods, my points, redeeming (with an address for physical goods) and my redemptions. */
import type { ExchangeBody } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock, Form, Input, List, Popup, Tag, TextArea, Toast } from 'antd-mobile';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { useMyRedemptions } from '../api';
import { goodsGives, needsAddress, redeemBlock, useMallPage } from '../logic';
import styles from './mobilePoints.module.css';

type Address = Pick<ExchangeBody, 'receiver' | 'phone' | 'address'>;

export default function MobileMallPage() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  const { goods, panel, chosen, setChosen, exchange } = useMallPage();
  const integral = panel.data?.integral;
  const redeem = (address?: Address) => {
    if (!chosen) return;
    exchange.mutate(
      { goodsId: chosen.id, ...address },
      {
        onSuccess: (r) => {
          Toast.show({ icon: 'success', content: r.status === 'toShip' ? '兑换成功，将尽快发货' : '兑换成功，已发放' });
          setChosen(null);
        },
        onError: (e) => void Toast.show({ icon: 'fail', content: errorText(e) }),
      },
    );
  };
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        {token ? (
          <div>
            我的积分 <strong>{integral ?? '…'}</strong> ·{' '}
            <Link to="/myIntegral/list" className={styles.link}>
              赚积分
            </Link>
          </div>
        ) : (
          <div>登录后可用积分兑换会员、金币和礼品</div>
        )}
      </section>
      {goods.isPending ? (
        <DotLoading color="primary" />
      ) : goods.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(goods.error)} />
      ) : goods.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="商城暂时没有商品" description="敬请期待" />
      ) : (
        <div className={styles.grid}>
          {goods.data.list.map((g) => {
            const block = token ? redeemBlock(g, integral) : null;
            return (
              <article key={g.id} className={styles.card}>
                <img className={styles.picture} src={g.picture} alt={g.title} loading="lazy" />
                <strong>{g.title}</strong>
                <div className={styles.meta}>
                  <Tag>{goodsGives(g)}</Tag> 库存 {g.stock}
                </div>
                <div className={styles.price}>{g.pointsPrice} 积分</div>
                <Button
                  size="small"
                  block
                  color="primary"
                  disabled={block !== null}
                  aria-label={`兑换${g.title}`}
                  onClick={() => (token ? setChosen(g) : session.openLogin('password', location.pathname))}
                >
                  {block ?? '兑换'}
                </Button>
              </article>
            );
          })}
        </div>
      )}
      {token ? <MobileMyRedemptions /> : null}
      <Popup visible={chosen !== null} onMaskClick={() => setChosen(null)} bodyStyle={{ padding: 16 }}>
        {chosen ? (
          <>
            <h2 className={styles.title}>
              兑换“{chosen.title}”（{chosen.pointsPrice} 积分）
            </h2>
            {needsAddress(chosen) ? (
              <Form
                layout="vertical"
                onFinish={(v: Address) => redeem(v)}
                footer={
                  <Button block type="submit" color="primary" loading={exchange.isPending}>
                    确认兑换
                  </Button>
                }
              >
                <Form.Item name="receiver" label="收货人" rules={[{ required: true, min: 2, message: '请填写收货人' }]}>
                  <Input maxLength={20} />
                </Form.Item>
                <Form.Item
                  name="phone"
                  label="联系电话"
                  rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: '请输入 11 位中国大陆手机号' }]}
                >
                  <Input maxLength={11} type="tel" />
                </Form.Item>
                <Form.Item name="address" label="收货地址" rules={[{ required: true, min: 5, message: '请填写收货地址' }]}>
                  <TextArea maxLength={200} rows={2} />
                </Form.Item>
              </Form>
            ) : (
              <>
                <p>
                  {chosen.kind === 'membership'
                    ? `兑换后会员套餐立即生效，有效期 ${chosen.days ?? 0} 天。`
                    : '兑换后金币立即到账。'}
                </p>
                <Button block color="primary" loading={exchange.isPending} onClick={() => redeem()}>
                  确认兑换
                </Button>
              </>
            )}
          </>
        ) : null}
      </Popup>
    </div>
  );
}

function MobileMyRedemptions() {
  const list = useMyRedemptions(1);
  if (list.isPending) return <DotLoading color="primary" />;
  if (list.isError) return <ErrorBlock status="default" title="加载失败" description={errorText(list.error)} />;
  return (
    <List header="我的兑换">
      {list.data.total === 0 ? (
        <List.Item>还没有兑换记录</List.Item>
      ) : (
        list.data.list.map((r) => (
          <List.Item
            key={r.redemptionNo}
            description={`${new Date(r.createdAt).toLocaleString('zh-CN')}${r.trackingNo ? ` · 快递 ${r.trackingNo}` : ''}`}
            extra={<Tag>{r.statusName}</Tag>}
          >
            {r.title} · {r.points} 积分
          </List.Item>
        ))
      )}
    </List>
  );
}
