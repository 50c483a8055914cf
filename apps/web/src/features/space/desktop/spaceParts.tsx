/** The sections of a desktop space: works by category, fans or follows, and visitors. */
import { UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Card, Col, List, Pagination, Row, Segmented, Statistic } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ModelCard, ModelGrid } from '../../../components/ModelCard';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { timeText } from '../time';
import { usePeople, useVisitorPanel, useVisitors, useWorks, type PeopleKind } from '../api';
import { followLabel, useFollowAction } from '../logic';
import styles from '../space.module.css';

export function Works({ userId, mine, pageSize = 12 }: { userId?: number; mine: boolean; pageSize?: number }) {
  const [type, setType] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const works = useWorks({ userId, type: type || undefined, pageNum, pageSize });
  if (works.isPending) return <PageLoading tip="正在加载作品…" />;
  if (works.isError) return <PageError error={works.error} onRetry={() => void works.refetch()} />;
  const { types, list, total } = works.data;
  const all = types.reduce((n, t) => n + t.count, 0);
  return (
    <div>
      {types.length > 1 ? (
        <Segmented
          className={styles.types}
          value={type}
          onChange={(v) => {
            setType(String(v));
            setPageNum(1);
          }}
          options={[{ label: `全部 ${all}`, value: '' }, ...types.map((t) => ({ label: `${t.name} ${t.count}`, value: t.name }))]}
        />
      ) : null}
      {total === 0 ? (
        <EmptyState description={mine ? '还没有公开的作品，上传模型并设为公开后会展示在这里' : 'TA 还没有公开的作品'}>
          {mine ? (
            <Link to="/mymodel/addGoods">
              <Button type="primary">上传模型</Button>
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <ModelGrid>
            {list.map((m) => (
              <ModelCard key={m.modelCode} model={m} />
            ))}
          </ModelGrid>
          <Pagination
            className={styles.pager}
            current={pageNum}
            pageSize={pageSize}
            total={total}
            onChange={setPageNum}
            hideOnSinglePage
            showSizeChanger={false}
          />
        </>
      )}
    </div>
  );
}

function FollowButton({ id, following, followsMe }: { id: number; following: boolean; followsMe: boolean }) {
  const action = useFollowAction();
  const { message } = App.useApp();
  return (
    <Button
      type={following ? 'default' : 'primary'}
      size="small"
      loading={action.pending}
      onClick={() =>
        void action.toggle(id, following).then(
          (done) => (done ? void message.success(following ? '已取消关注' : '关注成功') : undefined),
          (e: unknown) => void message.error(errorText(e)),
        )
      }
    >
      {followLabel(following, followsMe)}
    </Button>
  );
}

export function People({ userId, kind, mine }: { userId?: number; kind: PeopleKind; mine: boolean }) {
  const [pageNum, setPageNum] = useState(1);
  const people = usePeople({ userId, type: kind, pageNum, pageSize: 20 });
  const me = mine ? '我' : 'TA';
  if (people.isPending) return <PageLoading />;
  if (people.isError) return <PageError error={people.error} onRetry={() => void people.refetch()} />;
  if (people.data.total === 0) {
    return <EmptyState description={kind === 'fans' ? `${me}还没有粉丝` : `${me}还没有关注任何人`} />;
  }
  return (
    <List
      dataSource={people.data.list}
      rowKey="id"
      pagination={
        people.data.total > 20 ? { current: pageNum, pageSize: 20, total: people.data.total, onChange: setPageNum } : false
      }
      renderItem={(p) => (
        <List.Item actions={[<FollowButton key="f" id={p.id} following={p.following} followsMe={p.followsMe} />]}>
          <List.Item.Meta
            avatar={<Avatar src={p.avatar || undefined} icon={<UserOutlined />} />}
            title={<Link to={`/hisspace?userId=${p.id}`}>{p.nickname}</Link>}
            description={`${p.typeName} · ${p.modelCount} 个作品 · ${p.fansCount} 位粉丝`}
          />
        </List.Item>
      )}
    />
  );
}

export function Visitors() {
  const [pageNum, setPageNum] = useState(1);
  const panel = useVisitorPanel();
  const visitors = useVisitors({ pageNum, pageSize: 10 });
  return (
    <Card title="最近访客" className={styles.card}>
      <Row gutter={16} className={styles.visitorStats}>
        <Col span={8}>
          <Statistic title="今日访客" value={panel.data?.today ?? '-'} />
        </Col>
        <Col span={8}>
          <Statistic title="近 7 日" value={panel.data?.week ?? '-'} />
        </Col>
        <Col span={8}>
          <Statistic title="累计访客" value={panel.data?.total ?? '-'} />
        </Col>
      </Row>
      {visitors.isPending ? (
        <PageLoading />
      ) : visitors.isError ? (
        <PageError error={visitors.error} onRetry={() => void visitors.refetch()} />
      ) : visitors.data.total === 0 ? (
        <EmptyState description="还没有人来过，分享空间给朋友看看吧" />
      ) : (
        <List
          dataSource={visitors.data.list}
          rowKey={(v) => `${v.user.id}-${v.visitedAt}`}
          pagination={
            visitors.data.total > 10
              ? { current: pageNum, pageSize: 10, total: visitors.data.total, onChange: setPageNum, size: 'small' }
              : false
          }
          renderItem={(v) => (
            <List.Item actions={[<FollowButton key="f" id={v.user.id} following={v.following} followsMe={false} />]}>
              <List.Item.Meta
                avatar={<Avatar src={v.user.avatar || undefined} icon={<UserOutlined />} />}
                title={<Link to={`/hisspace?userId=${v.user.id}`}>{v.user.nickname}</Link>}
                description={`${timeText(v.visitedAt)} 来访`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
