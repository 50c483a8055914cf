/** /active/getVipSuccess on a phone. */
import { Button, DotLoading, Result } from 'antd-mobile';
import { Link } from 'react-router';
import { usePackVersion, useRefreshMembership } from '../api';
import { dateText } from '../logic';
import styles from './mobileMembership.module.css';

export default function MobileVipSuccessPage() {
  useRefreshMembership();
  const version = usePackVersion();
  if (version.isPending) return <DotLoading color="primary" />;
  const current = version.data?.current ?? null;
  return (
    <div className={styles.page}>
      <Result
        status={current ? 'success' : 'info'}
        title={current ? '套餐开通成功' : '正在确认支付结果'}
        description={current ? `${current.title}，有效期至 ${dateText(current.expiresAt)}` : '支付到账后套餐会自动开通'}
      />
      <Link to="/myPackageOrder">
        <Button block color="primary">
          我的套餐
        </Button>
      </Link>
    </div>
  );
}
