/** /mybuildForm: the demands I published, by status, with my counts and order messages. */
import { PlusOutlined } from '@ant-design/icons';
import { DEMAND_STATES, DEMAND_STATUS_LABELS } from '@moxing/shared';
import { useSearchParams } from 'react-router';
import { MyDemandList, MyListPage, DemandCountsCard, DemandMessagesCard } from './MyLists';

export default function MyDemandsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw !== null && DEMAND_STATES.includes(Number(raw) as never) ? Number(raw) : undefined;
  return (
    <MyListPage
      title="我发布的需求"
      lead="查看审核结果、比较投标、验收交付。"
      action={{ to: '/buildRequire', icon: <PlusOutlined />, label: '发布需求' }}
      tabs={{
        activeKey: status === undefined ? 'all' : String(status),
        onChange: (key) => setParams(key === 'all' ? {} : { status: key }),
        items: [{ key: 'all', label: '全部' }, ...DEMAND_STATES.map((s) => ({ key: String(s), label: DEMAND_STATUS_LABELS[s] }))],
      }}
      list={
        <MyDemandList
          key={String(status)}
          status={status}
          empty={
            status === undefined
              ? '你还没有发布过需求'
              : `没有${DEMAND_STATUS_LABELS[status as keyof typeof DEMAND_STATUS_LABELS]}的需求`
          }
        />
      }
      side={
        <>
          <DemandCountsCard side="buyer" />
          <DemandMessagesCard />
        </>
      }
    />
  );
}
