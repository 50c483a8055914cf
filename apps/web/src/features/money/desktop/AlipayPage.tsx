/** /alipayComponent?orderNo=: starts Alipay page pay (wap pay on a phone browser) and sends the browser to Alipay. */
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { useAlipayRedirect } from '../checkout';
import { sceneFor } from '../format';
import { MoneyFrame } from './ui';

export default function AlipayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { started, url } = useAlipayRedirect(orderNo, sceneFor('alipay') === 'wap' ? 'wap' : 'page');
  let body;
  if (!orderNo) body = <Result status="warning" title="缺少订单号" extra={<Link to="/myorder">我的订单</Link>} />;
  else if (started.isError) body = <PageError error={started.error} title="无法发起支付" />;
  else {
    body = (
      <>
        <PageLoading tip="正在前往支付宝…" />
        {url ? (
          <p style={{ textAlign: 'center' }}>
            <a href={url}>
              <Button type="primary">没有自动跳转？点此前往支付宝</Button>
            </a>
          </p>
        ) : null}
      </>
    );
  }
  return <MoneyFrame title="支付宝支付">{body}</MoneyFrame>;
}
