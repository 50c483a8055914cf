import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import type { MessageItem } from '@moxing/shared';
import { App, Badge, Button, Card, List, Pagination, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useMarkAllRead, useMarkRead, useMessages, useRemoveMessages, useUnread } from '../api';
import { messageTabs, timeAgo } from '../tabs';
import styles from '../messages.module.css';

const PAGE_SIZE = 10;

function MessageRow({ m }: { m: MessageItem }) {
  const markRead = useMarkRead();
  const remove = useRemoveMessages();
  const { message } = App.useApp();
  return (
    <List.Item
      className={m.read ? styles.read : styles.unread}
      actions={[
        m.read ? null : (
          <Button key="read" type="link" icon={<CheckOutlined />} onClick={() => markRead.mutate([m.id])}>
            标为已读
          </Button>
        ),
        <Popconfirm
          key="delete"
          title="删除这条消息？"
          okText="删除"
          cancelText="取消"
          onConfirm={() => void remove.mutateAsync([m.id]).then(() => void message.success('已删除'))}
        >
          <Button type="link" danger icon={<DeleteOutlined />}>
            删除
          </Button>
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        title={
          <Space>
            {m.read ? null : <Badge status="processing" />}
            <Tag>{m.typeName}</Tag>
            {m.link ? (
              <Link to={m.link} onClick={() => (m.read ? undefined : markRead.mutate([m.id]))}>
                {m.title}
              </Link>
            ) : (
              <span>{m.title}</span>
            )}
          </Space>
        }
        description={
          <div>
            <p className={styles.content}>{m.content}</p>
            <span className={styles.time}>{timeAgo(m.createdAt)}</span>
          </div>
        }
      />
    </List.Item>
  );
}

export default function MyMsgPage() {
  const [tab, setTab] = useState('all');
  const [pageNum, setPageNum] = useState(1);
  const unread = useUnread();
  const tabs = messageTabs(unread.data);
  const current = tabs.find((t) => t.key === tab) ?? tabs[0]!;
  const list = useMessages({ pageNum, pageSize: PAGE_SIZE, messageType: current.messageType });
  const markAll = useMarkAllRead();
  const { message } = App.useApp();

  return (
    <div className={styles.page}>
      <Card
        title="消息通知"
        extra={
          <Button
            disabled={current.unread === 0}
            loading={markAll.isPending}
            onClick={() =>
              void markAll
                .mutateAsync(current.messageType)
                .then(({ changed }) => void message.success(`已将 ${changed} 条消息标为已读`))
            }
          >
            全部标为已读
          </Button>
        }
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            setPageNum(1);
          }}
          items={tabs.map((t) => ({
            key: t.key,
            label: (
              <Badge count={t.unread} size="small" offset={[8, -2]}>
                <span>{t.label}</span>
              </Badge>
            ),
          }))}
        />
        {list.isPending ? (
          <PageLoading tip="正在加载消息…" />
        ) : list.isError ? (
          <PageError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.total === 0 ? (
          <EmptyState description={tab === 'all' ? '还没有消息' : `还没有${current.label}消息`} />
        ) : (
          <>
            <List dataSource={list.data.list} rowKey="id" renderItem={(m) => <MessageRow m={m} />} />
            <Pagination
              className={styles.pager}
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onChange={setPageNum}
              showSizeChanger={false}
              hideOnSinglePage
            />
          </>
        )}
      </Card>
    </div>
  );
}
