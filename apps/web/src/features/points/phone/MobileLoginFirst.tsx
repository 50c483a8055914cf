/** A points page seen logged out on a phone: what it is and a way to log in. */
import { Button } from 'antd-mobile';
import { useLocation } from 'react-router';
import { session } from '../../../stores/session';
import styles from './mobilePoints.module.css';

export function MobileLoginFirst({ title }: { title: string }) {
  const location = useLocation();
  return (
    <div className={styles.center}>
      <p>登录后查看{title}：每日签到、完成任务赚积分，积分可兑换会员、金币和礼品</p>
      <Button color="primary" onClick={() => session.openLogin('password', location.pathname)}>
        登录 / 注册
      </Button>
    </div>
  );
}
