/** The console's queues: business cooperation leads, and user feedback with the reply box. */
import { App, Button, Input, Pagination, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/errorText';
import { PageError } from '../../../components/states';
import { useFeedbackQueue, useLeads, useReplyFeedback } from '../api';
import { dateText } from '../ContentBody';

export function LeadsTable() {
  const [page, setPage] = useState(1);
  const leads = useLeads(page);
  if (leads.isError) return <PageError error={leads.error} onRetry={() => void leads.refetch()} />;
  return (
    <>
      <Table
        rowKey="id"
        loading={leads.isPending}
        dataSource={leads.data?.list ?? []}
        pagination={false}
        scroll={{ x: 800 }}
        locale={{ emptyText: '暂无合作线索' }}
        columns={[
          { title: '联系人', dataIndex: 'name', width: 110 },
          { title: '电话', dataIndex: 'phone', width: 140 },
          { title: '公司', dataIndex: 'company', width: 160 },
          { title: '合作内容', dataIndex: 'content', render: (t: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{t}</span> },
          { title: '提交时间', dataIndex: 'createdAt', width: 120, render: (d: string) => dateText(d) },
        ]}
      />
      {leads.data && leads.data.total > 20 ? (
        <Pagination style={{ marginTop: 16 }} current={page} total={leads.data.total} pageSize={20} onChange={setPage} />
      ) : null}
    </>
  );
}

function ReplyBox({ id }: { id: number }) {
  const [text, setText] = useState('');
  const reply = useReplyFeedback();
  const { message } = App.useApp();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} placeholder="回复内容，用户会收到一条消息" />
      <Button
        type="primary"
        loading={reply.isPending}
        onClick={() =>
          reply.mutate(
            { id, reply: text },
            { onSuccess: () => void message.success('已回复'), onError: (e) => void message.error(errorText(e)) },
          )
        }
      >
        回复
      </Button>
    </Space.Compact>
  );
}

export function FeedbackQueue() {
  const [page, setPage] = useState(1);
  const queue = useFeedbackQueue(page);
  if (queue.isError) return <PageError error={queue.error} onRetry={() => void queue.refetch()} />;
  return (
    <>
      <Table
        rowKey="id"
        loading={queue.isPending}
        dataSource={queue.data?.list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: '暂无用户反馈' }}
        columns={[
          { title: '用户', width: 120, render: (_, f) => f.user.nickname },
          { title: '类型', dataIndex: 'type', width: 80, render: (t: string) => <Tag>{t}</Tag> },
          {
            title: '内容',
            render: (_, f) => (
              <div>
                <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{f.content}</p>
                {f.images.map((src) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer">
                    <img src={src} alt="截图" style={{ width: 48, height: 48, objectFit: 'cover', margin: '6px 6px 0 0' }} />
                  </a>
                ))}
                {f.contact ? <p style={{ color: '#5c6370', margin: '4px 0 0' }}>联系方式：{f.contact}</p> : null}
              </div>
            ),
          },
          { title: '时间', dataIndex: 'createdAt', width: 110, render: (d: string) => dateText(d) },
          {
            title: '回复',
            width: 320,
            render: (_, f) => (f.reply ? <span style={{ color: '#1d54e6' }}>{f.reply}</span> : <ReplyBox id={f.id} />),
          },
        ]}
      />
      {queue.data && queue.data.total > 20 ? (
        <Pagination style={{ marginTop: 16 }} current={page} total={queue.data.total} pageSize={20} onChange={setPage} />
      ) : null}
    </>
  );
}
