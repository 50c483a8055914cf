/** /alipayComponent?orderNo=: starts Alipay page pay (wap pay on a phone) and sends the browser to Alipay. */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { moneyApi, moneyKeys } from '../api';
import { sceneFor } from '../format';
import { MoneyFrame } from './ui';

export default function AlipayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const started = useQuery({
    queryKey: moneyKeys.start(orderNo, 'alipay'),
    queryFn: () => moneyApi.pay(orderNo, 'alipay', sceneFor('alipay'), `/myorderDetail?orderNo=${orderNo}`),
    enabled: orderNo !== '',
    staleTime: Infinity,
    retry: false,
  });
  const start = started.data?.start;
  useEffect(() => {
    if (start?.kind === 'redirect') window.location.href = start.url;
  }, [start]);
  return (
    <MoneyFrame title="支付宝支付">
      {started.isError ? <PageError error={started.error} title="无法发起支付" /> : <PageLoading tip="正在前往支付宝…" />}
    </MoneyFrame>
  );
}
