/** A points page seen logged out: what it is and a way to log in. */
import { LoginOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useLocation } from 'react-router';
import { session } from '../../../stores/session';

export function LoginFirst({ title }: { title: string }) {
  const location = useLocation();
  return (
    <Result
      status="info"
      icon={<LoginOutlined />}
      title={`登录后查看${title}`}
      subTitle="每日签到、完成任务可获得积分，积分可在积分商城兑换会员、金币和礼品"
      extra={
        <Button type="primary" onClick={() => session.openLogin('password', location.pathname)}>
          登录
        </Button>
      }
    />
  );
}
