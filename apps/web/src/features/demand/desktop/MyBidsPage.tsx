/** /myorderForm: the demands I bid on (modeller), by bid status, with my counts, messages and service profile. */
import { SearchOutlined } from '@ant-design/icons';
import { SERVICE_SIDE_TYPES } from '@moxing/shared';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../stores/session';
import { MyBidList, MyListPage, DemandCountsCard, DemandMessagesCard } from './MyLists';
import { ProviderProfileCard } from './ProviderProfileCard';

const TABS = [
  { key: 'all', label: '全部', filter: {}, empty: '你还没有投过标' },
  { key: 'active', label: '竞标中', filter: { bidStatus: 0 }, empty: '没有竞标中的投标' },
  { key: 'won', label: '已中标', filter: { bidStatus: 1 }, empty: '还没有中标的需求' },
  { key: 'lost', label: '未中标', filter: { bidStatus: 2 }, empty: '没有未中标的投标' },
  { key: 'withdrawn', label: '已撤回', filter: { bidStatus: 3 }, empty: '没有撤回的投标' },
  { key: 'closed', label: '需求已取消', filter: { bidStatus: 4 }, empty: '没有因需求取消而关闭的投标' },
] as const;

export default function MyBidsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  const type = useSession((s) => s.user?.type);
  const service = type !== undefined && SERVICE_SIDE_TYPES.includes(type);
  return (
    <MyListPage
      title="我的投标"
      lead="跟踪投标结果，中标后在这里进入制作与交付。"
      action={{ to: '/need', icon: <SearchOutlined />, label: '找需求' }}
      tabs={{
        activeKey: tab.key,
        onChange: (key) => setParams(key === 'all' ? {} : { tab: key }),
        items: TABS.map((t) => ({ key: t.key, label: t.label })),
      }}
      list={<MyBidList key={tab.key} filter={tab.filter} empty={tab.empty} />}
      side={
        <>
          <DemandCountsCard side="modeller" />
          {service ? <ProviderProfileCard /> : null}
          <DemandMessagesCard />
        </>
      }
    />
  );
}
