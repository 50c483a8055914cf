/** /overOrder: finished work — demands I published that are completed, and demands I completed as the modeller. */
import { SERVICE_SIDE_TYPES } from '@moxing/shared';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../stores/session';
import { HeadedPage, LoginRequired } from './DemandUi';
import { MyBidList, MyDemandList } from './MyLists';
import styles from './demand.module.css';

export default function FinishedDemandsPage() {
  const token = useSession((s) => s.token);
  const type = useSession((s) => s.user?.type);
  const [params, setParams] = useSearchParams();
  const service = type !== undefined && SERVICE_SIDE_TYPES.includes(type);
  const tab = params.get('tab') ?? (service ? 'made' : 'published');
  return (
    <HeadedPage title="已完成的订单" lead="验收完成的建模需求，双方可以在详情页互相评价。">
      {!token ? (
        <LoginRequired description="登录后查看已完成的建模订单。" />
      ) : (
        <Card className={styles.card}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams({ tab: key })}
            items={[
              {
                key: 'published',
                label: '我发布的',
                children: <MyDemandList status={2} empty="还没有已完成的需求" />,
              },
              {
                key: 'made',
                label: '我承接的',
                children: <MyBidList filter={{ bidStatus: 1, status: 2 }} empty="还没有完成的订单" />,
              },
              {
                key: 'cancelled',
                label: '已取消',
                children: <MyDemandList status={3} empty="没有取消的需求" />,
              },
            ]}
          />
        </Card>
      )}
    </HeadedPage>
  );
}
