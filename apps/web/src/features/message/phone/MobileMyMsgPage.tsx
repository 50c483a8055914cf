import type { MessageItem } from '@moxing/shared';
import { Badge, Button, DotLoading, ErrorBlock, InfiniteScroll, List, SwipeAction, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useMarkAllRead, useMarkRead, useMessages, useRemoveMessages, useUnread } from '../api';
import { messageTabs, timeAgo } from '../tabs';
import styles from '../messages.module.css';

export default function MobileMyMsgPage() {
  const [tab, setTab] = useState('all');
  const [pageSize, setPageSize] = useState(20);
  const unread = useUnread();
  const tabs = messageTabs(unread.data);
  const current = tabs.find((t) => t.key === tab) ?? tabs[0]!;
  const list = useMessages({ pageNum: 1, pageSize, messageType: current.messageType });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useRemoveMessages();
  const navigate = useNavigate();

  const open = (m: MessageItem) => {
    if (!m.read) markRead.mutate([m.id]);
    if (m.link) void navigate(m.link);
  };

  return (
    <div className={styles.phonePage}>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setPageSize(20);
        }}
      >
        {tabs.map((t) => (
          <Tabs.Tab key={t.key} title={<Badge content={t.unread || null}>{t.label}</Badge>} />
        ))}
      </Tabs>
      <div className={styles.phoneBar}>
        <span>{current.unread > 0 ? `${current.unread} 条未读` : '没有未读消息'}</span>
        <Button
          size="small"
          disabled={current.unread === 0}
          loading={markAll.isPending}
          onClick={() => void markAll.mutateAsync(current.messageType).then(() => void Toast.show({ content: '已全部标为已读' }))}
        >
          全部已读
        </Button>
      </div>
      {list.isPending ? (
        <div className={styles.phoneCenter}>
          <DotLoading color="primary" />
          <span>正在加载</span>
        </div>
      ) : list.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(list.error)}>
          <Button color="primary" onClick={() => void list.refetch()}>
            重试
          </Button>
        </ErrorBlock>
      ) : list.data.total === 0 ? (
        <ErrorBlock status="empty" title="还没有消息" description={tab === 'all' ? '有人关注、评论或点赞时会通知你' : ''} />
      ) : (
        <>
          <List>
            {list.data.list.map((m) => (
              <SwipeAction
                key={m.id}
                rightActions={[
                  {
                    key: 'delete',
                    text: '删除',
                    color: 'danger',
                    onClick: () => void remove.mutateAsync([m.id]).then(() => Toast.show({ content: '已删除' })),
                  },
                ]}
              >
                <List.Item
                  onClick={() => open(m)}
                  prefix={m.read ? null : <Badge content={Badge.dot} />}
                  description={
                    <>
                      <span className={styles.content}>{m.content}</span>
                      <span className={styles.time}>
                        {m.typeName} · {timeAgo(m.createdAt)}
                      </span>
                    </>
                  }
                >
                  <span className={m.read ? styles.readTitle : styles.unreadTitle}>{m.title}</span>
                </List.Item>
              </SwipeAction>
            ))}
          </List>
          <InfiniteScroll
            hasMore={list.data.list.length < list.data.total && pageSize < 100}
            loadMore={async () => setPageSize((n) => Math.min(n + 20, 100))}
          />
        </>
      )}
    </div>
  );
}
