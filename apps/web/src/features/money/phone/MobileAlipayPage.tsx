/** /alipayComponent on a phone: starts Alipay's wap pay (what phones use) and sends the browser to Alipay. */
import { Button } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { orderDetailPath, useAlipayRedirect } from '../checkout';
import styles from './money.module.css';
import { MobileMoneyPage } from './ui';

export default function MobileAlipayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { started, url } = useAlipayRedirect(orderNo, 'wap');
  let body;
  if (!orderNo) body = <PhoneEmpty title="缺少订单号" />;
  else if (started.isError) body = <PhoneError error={started.error} title="无法发起支付" />;
  else {
    body = (
      <div className={`${styles.card} ${styles.center}`}>
        <PhoneLoading tip="正在前往支付宝…" />
        {url ? (
          <a href={url}>
            <Button block color="primary">
              打开支付宝付款
            </Button>
          </a>
        ) : null}
        <p className={styles.muted}>付款完成后回到本站，订单状态会自动更新。</p>
      </div>
    );
  }
  return (
    <MobileMoneyPage title="支付宝支付" extra={orderNo ? <Link to={orderDetailPath(orderNo)}>查看订单</Link> : null}>
      {body}
    </MobileMoneyPage>
  );
}
