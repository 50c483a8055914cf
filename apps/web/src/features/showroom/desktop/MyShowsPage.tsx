/**
 * /show: my showrooms (list, add, publish, take offline) and, with ?id= or ?new=1, the editor; with ?tab=compilations
 * my compilations (MyCompilations.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Pagination, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { session, useSession } from '../../../stores/session';
import { GatedAction } from '../../membership';
import { showApi, useMyShows, useShow, useShowMutation } from '../api';
import { showIdFrom } from '../logic';
import { ShowCover } from '../ShowCover';
import styles from '../showroom.module.css';
import { MyCompilations } from './MyCompilations';
import { ShowEditor } from './ShowEditor';

const ACTION_LABELS = { publish: '发布', unpublish: '下线' } as const;

function ShowList() {
  const [pageNum, setPageNum] = useState(1);
  const shows = useMyShows({ pageNum, pageSize: 12 }, true);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const act = useShowMutation(({ id, action }: { id: number; action: 'publish' | 'unpublish' }) =>
    action === 'publish' ? showApi.publish(id) : showApi.unpublish(id),
  );
  if (shows.isPending) return <PageLoading />;
  if (shows.isError) return <PageError error={shows.error} onRetry={() => void shows.refetch()} />;
  if (shows.data.list.length === 0)
    return (
      <EmptyState description="你还没有展厅：选一个模板，把模型摆进去，就能分享给客户逛">
        <Button type="primary" onClick={() => void navigate('/show?new=1')}>
          新建展厅
        </Button>
      </EmptyState>
    );
  return (
    <>
      <div className={styles.grid}>
        {shows.data.list.map((s) => (
          <Card
            key={s.id}
            cover={<ShowCover show={s} />}
            actions={[
              <Link key="edit" to={`/show?id=${s.id}`}>
                编辑
              </Link>,
              <Link key="view" to={`/showDetail?id=${s.id}`}>
                查看
              </Link>,
              ...s.actions
                .filter((a): a is 'publish' | 'unpublish' => a !== 'edit')
                .map((a) => {
                  const button = (
                    <Button
                      key={a}
                      type="link"
                      size="small"
                      onClick={() =>
                        act.mutate(
                          { id: s.id, action: a },
                          {
                            onSuccess: () => void message.success(`已${ACTION_LABELS[a]}`),
                            onError: (e) => void message.error(errorText(e)),
                          },
                        )
                      }
                    >
                      {ACTION_LABELS[a]}
                    </Button>
                  );
                  // Publishing counts against the show limit of the user's package (ZTNUM).
                  return a === 'publish' ? (
                    <GatedAction key={a} feature="show" label="发布">
                      {button}
                    </GatedAction>
                  ) : (
                    button
                  );
                }),
            ]}
          >
            <Card.Meta
              title={s.title}
              description={
                <Space wrap>
                  <Tag>{s.statusName}</Tag>
                  <Tag color="blue">{s.kindName}</Tag>
                  <span className={styles.muted}>{s.modelCount} 件展品</span>
                  <span className={styles.muted}>{s.visitCount} 次访问</span>
                </Space>
              }
            />
          </Card>
        ))}
      </div>
      <Pagination
        style={{ marginTop: 24, textAlign: 'center' }}
        current={pageNum}
        pageSize={12}
        total={shows.data.total}
        onChange={setPageNum}
      />
    </>
  );
}

function EditExisting({ id }: { id: number }) {
  const show = useShow(id);
  if (show.isPending) return <PageLoading />;
  if (show.isError) return <PageError error={show.error} onRetry={() => void show.refetch()} />;
  if (!show.data.isOwner) return <PageError error={new Error('这不是你的展厅')} />;
  return <ShowEditor key={show.data.id} show={show.data} />;
}

export default function MyShowsPage() {
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const id = showIdFrom(params);
  const editing = id !== null || params.has('new');
  const tab = params.get('tab') === 'compilations' ? 'compilations' : 'shows';
  if (token && !editing)
    return (
      <div style={{ maxWidth: 1280, margin: '24px auto', padding: '0 16px' }}>
        <Typography.Title level={2}>{tab === 'shows' ? '我的展厅' : '我的合辑'}</Typography.Title>
        <Tabs
          activeKey={tab}
          onChange={(k) => void navigate(k === 'shows' ? '/show' : '/show?tab=compilations')}
          tabBarExtraContent={
            tab === 'shows' && (
              <Link to="/show?new=1">
                <Button type="primary" icon={<PlusOutlined />}>
                  新建展厅
                </Button>
              </Link>
            )
          }
          items={[
            { key: 'shows', label: '我的展厅', children: <ShowList /> },
            { key: 'compilations', label: '我的合辑', children: <MyCompilations /> },
          ]}
        />
      </div>
    );
  return (
    <div style={{ maxWidth: 1280, margin: '24px auto', padding: '0 16px' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2}>{editing ? (id ? '编辑展厅' : '新建展厅') : '我的展厅'}</Typography.Title>
        {editing && <Link to="/show">返回我的展厅</Link>}
      </Space>
      {!token ? (
        <EmptyState description="登录后创建和管理你的 3D 展厅">
          <Button type="primary" onClick={() => session.openLogin('password', '/show')}>
            登录
          </Button>
        </EmptyState>
      ) : id !== null ? (
        <EditExisting id={id} />
      ) : (
        <ShowEditor />
      )}
    </div>
  );
}
