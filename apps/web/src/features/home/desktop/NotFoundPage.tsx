import { Button, Result } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/layout/Logo';

export default function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fb', display: 'flex', flexDirection: 'column' }}>
      <div style={{ padding: '20px 32px' }}>
        <Logo />
      </div>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Result
          status="404"
          title="页面不存在"
          subTitle={
            <>
              你访问的页面
              {location.pathname !== '/404' ? <code style={{ margin: '0 4px' }}>{location.pathname}</code> : null}
              不存在，可能已被删除或地址有误。
            </>
          }
          extra={[
            <Link key="home" to="/">
              <Button type="primary">返回首页</Button>
            </Link>,
            <Button key="back" onClick={() => void navigate(-1)}>
              返回上一页
            </Button>,
          ]}
        />
      </div>
    </div>
  );
}
