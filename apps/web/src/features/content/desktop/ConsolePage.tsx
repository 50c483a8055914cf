/**
 * /admin/content: the operators' content console. Every kind of content in one table with its state (draft,
 * scheduled, published, ended, offline), views and clicks; buttons from the server's `actions`; an editor with
 * preview; the business cooperation leads; user feedback with replies (each reply reaches the user as a message).
 */
import { App, Button, Drawer, Input, Pagination, Popconfirm, Result, Select, Space, Table, Tabs, Tag } from 'antd';
import { CONTENT_KINDS, CONTENT_KIND_LABELS, CONTENT_STATE_LABELS, UserType, type ContentKind } from '@moxing/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { useConsoleDetail, useConsoleList, useContentAction, type ConsoleItem } from '../api';
import { ACTION_LABELS, publicPath } from '../console';
import { dateText } from '../ContentBody';
import { ContentEditor } from './ContentEditor';
import { FeedbackQueue, LeadsTable } from './ConsoleQueues';
import styles from '../content.module.css';

function ContentTable() {
  const [kind, setKind] = useState<ContentKind | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useConsoleList(kind, keyword, page);
  const detail = useConsoleDetail(typeof editing === 'number' ? editing : null);
  const act = useContentAction();
  const { message } = App.useApp();
  const run = (id: number, action: 'publish' | 'unpublish' | 'delete') =>
    act.mutate(
      { id, action },
      {
        onSuccess: () => void message.success(`已${ACTION_LABELS[action]}`),
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部类型"
          style={{ width: 200 }}
          value={kind}
          onChange={(k) => {
            setKind(k);
            setPage(1);
          }}
          options={CONTENT_KINDS.map((k) => ({ value: k, label: CONTENT_KIND_LABELS[k] }))}
        />
        <Input.Search placeholder="搜索标题和正文" allowClear onSearch={(v) => (setKeyword(v.trim()), setPage(1))} />
        <Button type="primary" onClick={() => setEditing('new')}>
          新建内容
        </Button>
      </Space>
      {list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ConsoleItem>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: '还没有内容，点“新建内容”写第一篇' }}
          scroll={{ x: 900 }}
          columns={[
            { title: '标题', dataIndex: 'title', render: (t: string) => <span>{t}</span> },
            {
              title: '类型',
              dataIndex: 'kind',
              width: 120,
              render: (k: ContentKind) => CONTENT_KIND_LABELS[k].replace(/（.*）/, ''),
            },
            {
              title: '状态',
              dataIndex: 'state',
              width: 100,
              render: (s: ConsoleItem['state']) => (
                <Tag color={CONTENT_STATE_LABELS[s].color}>{CONTENT_STATE_LABELS[s].label}</Tag>
              ),
            },
            { title: '浏览 / 点击', width: 110, render: (_, c) => `${c.views} / ${c.clicks}` },
            {
              title: '展示时间',
              width: 190,
              render: (_, c) =>
                c.startAt || c.endAt ? `${dateText(c.startAt) || '发布起'} ~ ${dateText(c.endAt) || '长期'}` : '发布即展示',
            },
            { title: '更新', dataIndex: 'updatedAt', width: 110, render: (d: string) => dateText(d) },
            {
              title: '操作',
              width: 240,
              render: (_, c) => {
                const path = publicPath(c);
                return (
                  <Space size={4} wrap>
                    {c.actions.includes('edit') ? (
                      <Button size="small" onClick={() => setEditing(c.id)}>
                        编辑
                      </Button>
                    ) : null}
                    {c.actions.includes('publish') ? (
                      <Button size="small" type="primary" onClick={() => run(c.id, 'publish')}>
                        发布
                      </Button>
                    ) : null}
                    {c.actions.includes('unpublish') ? (
                      <Popconfirm
                        title="下线后访客将看不到它，确定下线？"
                        okText="下线"
                        cancelText="取消"
                        onConfirm={() => run(c.id, 'unpublish')}
                      >
                        <Button size="small">下线</Button>
                      </Popconfirm>
                    ) : null}
                    {c.actions.includes('delete') ? (
                      <Popconfirm
                        title="删除后无法恢复，确定删除？"
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => run(c.id, 'delete')}
                      >
                        <Button size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    ) : null}
                    {path && c.state === 'published' ? (
                      <Link to={path} target="_blank">
                        查看
                      </Link>
                    ) : null}
                  </Space>
                );
              },
            },
          ]}
        />
      )}
      {list.data && list.data.total > 20 ? (
        <Pagination style={{ marginTop: 16 }} current={page} total={list.data.total} pageSize={20} onChange={setPage} />
      ) : null}
      <Drawer
        open={editing !== null}
        width={Math.min(860, window.innerWidth)}
        title={editing === 'new' ? '新建内容' : '编辑内容'}
        onClose={() => setEditing(null)}
        destroyOnHidden
      >
        {editing === 'new' ? (
          <ContentEditor item={null} kind={kind ?? 'help'} onSaved={(saved) => setEditing(saved.id)} />
        ) : editing !== null && detail.isPending ? (
          <PageLoading />
        ) : editing !== null && detail.isError ? (
          <PageError error={detail.error} />
        ) : detail.data ? (
          <ContentEditor key={detail.data.id} item={detail.data} kind={detail.data.kind} onSaved={() => undefined} />
        ) : null}
      </Drawer>
    </>
  );
}

export default function ConsolePage() {
  const token = useSession((s) => s.token);
  const type = useSession((s) => s.user?.type);
  if (!token) {
    return (
      <Result
        status="info"
        title="请先登录"
        subTitle="内容运营后台仅限运营人员，请用运营账号登录。"
        extra={
          <Button type="primary" onClick={() => session.openLogin('password', '/admin/content')}>
            登录
          </Button>
        }
      />
    );
  }
  if (type !== UserType.operator) {
    return (
      <Result status="403" title="没有访问权限" subTitle="内容运营后台仅限运营人员使用。" extra={<Link to="/">返回首页</Link>} />
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>内容运营</h1>
      </div>
      <Tabs
        items={[
          { key: 'content', label: '内容管理', children: <ContentTable /> },
          { key: 'leads', label: '商务合作线索', children: <LeadsTable /> },
          { key: 'feedback', label: '用户反馈', children: <FeedbackQueue /> },
        ]}
      />
    </div>
  );
}
