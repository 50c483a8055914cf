/** /active/getVipSuccess: after paying for a package, what is now switched on (desktop). */
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/states';
import { usePackVersion, useRefreshMembership } from '../api';
import { dateText } from '../logic';

export default function VipSuccessPage() {
  useRefreshMembership();
  const version = usePackVersion();
  if (version.isPending) return <PageLoading />;
  const current = version.data?.current ?? null;
  return (
    <Result
      status={current ? 'success' : 'info'}
      title={current ? '套餐开通成功' : '正在确认支付结果'}
      subTitle={
        current
          ? `${current.title}，有效期至 ${dateText(current.expiresAt)}。相关功能已可使用。`
          : '支付到账后套餐会自动开通，请稍后在“我的套餐”查看。'
      }
      extra={[
        <Link key="orders" to="/myPackageOrder">
          <Button type="primary">我的套餐</Button>
        </Link>,
        <Link key="logo" to="/mymodel/logo">
          <Button>设置我的 Logo</Button>
        </Link>,
      ]}
    />
  );
}
