/**
 * /mymodel/individual: the models shown in my personal space (synced or not, model/getSycnStateModels) and the
 * paid models I bought (user/selectBuyModel).
 */
import { formatCount, type MyModelItem } from '@moxing/shared';
import { App, Button, Switch, Table, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePurchased, useSyncStates, useUpdateSync } from '../hooks';
import { ModelCard, ModelCardSkeleton, ModelGrid } from '../../../components/ModelCard';
import { EmptyState, PageError } from '../../../components/states';
import { formatDate } from '../../library';
import styles from './mymodel.module.css';

function SpaceModels() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const query = useSyncStates(page);
  const sync = useUpdateSync();
  const [selected, setSelected] = useState<string[]>([]);
  const setSynced = (codes: string[], synced: boolean) =>
    sync.mutate(
      { modelCodes: codes, synced },
      {
        onSuccess: () => {
          setSelected([]);
          void message.success(synced ? '已同步到个人空间' : '已从个人空间移除');
        },
      },
    );
  const columns: TableColumnsType<MyModelItem> = [
    {
      title: '模型',
      key: 'model',
      render: (_, m) => (
        <Link to={`/modelinfo/${m.modelCode}`} className={styles.modelCell}>
          {m.thumb || m.listImage ? (
            <img className={styles.thumb} src={m.thumb ?? m.listImage ?? ''} alt="" loading="lazy" />
          ) : (
            <div className={styles.thumb} />
          )}
          <div>
            <div className={styles.modelName}>{m.title}</div>
            <div className={styles.muted}>
              {m.type} · 浏览 {formatCount(m.viewCount)}
            </div>
          </div>
        </Link>
      ),
    },
    { title: '公开状态', key: 'vis', width: 110, render: (_, m) => (m.visibility === 'public' ? '公开' : '仅自己可见') },
    {
      title: '个人空间展示',
      key: 'synced',
      width: 140,
      render: (_, m) => (
        <Switch
          checked={m.synced}
          checkedChildren="已同步"
          unCheckedChildren="未同步"
          loading={sync.isPending && sync.variables?.modelCodes.includes(m.modelCode)}
          onChange={(on) => setSynced([m.modelCode], on)}
        />
      ),
    },
  ];
  if (query.isError && !query.data) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <p className={styles.muted} style={{ marginTop: 0 }}>
        同步到个人空间的公开模型会展示在你的空间主页，访客可以浏览与收藏。
      </p>
      {selected.length ? (
        <div style={{ marginBottom: 12, display: 'flex', gap: 8, alignItems: 'center' }}>
          <span>已选 {selected.length} 个</span>
          <Button type="primary" onClick={() => setSynced(selected, true)}>
            同步到空间
          </Button>
          <Button onClick={() => setSynced(selected, false)}>取消同步</Button>
        </div>
      ) : null}
      <Table<MyModelItem>
        rowKey="modelCode"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isPending || query.isPlaceholderData}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) }}
        locale={{ emptyText: <EmptyState description="还没有处理完成的模型" /> }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
    </>
  );
}

function Purchased() {
  const [page, setPage] = useState(1);
  const query = usePurchased(page);
  if (query.isPending) {
    return (
      <ModelGrid dense>
        {Array.from({ length: 8 }, (_, i) => (
          <ModelCardSkeleton key={i} />
        ))}
      </ModelGrid>
    );
  }
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) {
    return (
      <EmptyState description="还没有购买过付费模型">
        <Link to="/good?price=paid">
          <Button type="primary">去模型库看看</Button>
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ModelGrid dense>
        {query.data.list.map((m) => (
          <ModelCard
            key={m.modelCode}
            model={m}
            compact
            footer={`购买于 ${formatDate(m.purchasedAt)}${m.orderNo ? ` · 订单 ${m.orderNo}` : ''}`}
          />
        ))}
      </ModelGrid>
      {query.data.total > 20 ? (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>{' '}
          <Button disabled={page * 20 >= query.data.total} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </div>
      ) : null}
    </>
  );
}

export default function MyIndividualPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(location.search).get('tab') === 'bought' ? 'bought' : 'space';
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>个人模型</h1>
          <p className={styles.lead}>选择在个人空间展示哪些模型，查看已购买的付费模型。</p>
        </div>
      </div>
      <section className={styles.card}>
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate({ search: key === 'space' ? '' : '?tab=bought' })}
          items={[
            { key: 'space', label: '空间展示', children: <SpaceModels /> },
            { key: 'bought', label: '已购模型', children: <Purchased /> },
          ]}
        />
      </section>
    </div>
  );
}
