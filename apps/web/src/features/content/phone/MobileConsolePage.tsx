/**
 * /admin/content on a phone: the operators' content console. Content by kind and keyword as cards with the server's
 * `actions` (the editor is the desktop one, in a sheet), the business cooperation leads, and user feedback with
 * replies (each reply reaches the user as a message).
 */
import { CONTENT_KINDS, CONTENT_KIND_LABELS, CONTENT_STATE_LABELS, type ContentKind } from '@moxing/shared';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import AntdScope from '../../../components/layout/AntdScope';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import {
  DetailSheet,
  OperatorPhonePage,
  Photos,
  QueueCard,
  QueueList,
  QueueSearch,
  QueueTabs,
  confirmThen,
  phoneTagColor,
  usePrompt,
  type CardAction,
} from '../../../components/phone/OperatorQueue';
import { errorText } from '../../../lib/errorText';
import {
  useConsoleDetail,
  useConsoleList,
  useContentAction,
  useFeedbackQueue,
  useLeads,
  useReplyFeedback,
  type ConsoleItem,
} from '../api';
import { publicPath } from '../console';
import { dateText } from '../ContentBody';
import { ContentEditor } from '../desktop/ContentEditor';

type Section = 'content' | 'leads' | 'feedback';
const SECTIONS: { value: Section; label: string }[] = [
  { value: 'content', label: '内容管理' },
  { value: 'leads', label: '商务合作线索' },
  { value: 'feedback', label: '用户反馈' },
];
const KIND_TABS: { value: ContentKind | 'all'; label: string }[] = [
  { value: 'all', label: '全部类型' },
  ...CONTENT_KINDS.map((k) => ({ value: k, label: CONTENT_KIND_LABELS[k].replace(/（.*）/, '') })),
];

function EditorSheet({ editing, kind, onClose }: { editing: number | 'new'; kind: ContentKind; onClose: () => void }) {
  const [id, setId] = useState<number | null>(editing === 'new' ? null : editing);
  const detail = useConsoleDetail(id);
  return (
    <DetailSheet title={id === null ? '新建内容' : '编辑内容'} onClose={onClose}>
      <AntdScope>
        {id === null ? (
          <ContentEditor item={null} kind={kind} onSaved={(saved) => setId(saved.id)} />
        ) : detail.isPending ? (
          <PhoneLoading />
        ) : detail.isError ? (
          <PhoneError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <ContentEditor key={detail.data.id} item={detail.data} kind={detail.data.kind} onSaved={() => undefined} />
        )}
      </AntdScope>
    </DetailSheet>
  );
}

function ContentList() {
  const [kind, setKind] = useState<ContentKind | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useConsoleList(kind === 'all' ? undefined : kind, keyword, page);
  const act = useContentAction();
  const navigate = useNavigate();
  const run = (id: number, action: 'publish' | 'unpublish' | 'delete') => act.mutateAsync({ id, action });
  const actionsOf = (c: ConsoleItem): CardAction[] => {
    const actions: CardAction[] = [];
    if (c.actions.includes('edit')) actions.push({ key: 'edit', text: '编辑', onClick: () => setEditing(c.id) });
    if (c.actions.includes('publish')) {
      actions.push({
        key: 'publish',
        text: '发布',
        color: 'primary',
        onClick: () =>
          void run(c.id, 'publish').then(
            () => Toast.show({ icon: 'success', content: '已发布' }),
            (e: unknown) => Toast.show({ icon: 'fail', content: errorText(e) }),
          ),
      });
    }
    if (c.actions.includes('unpublish')) {
      actions.push({
        key: 'unpublish',
        text: '下线',
        onClick: () =>
          confirmThen({
            content: '下线后访客将看不到它，确定下线？',
            confirmText: '下线',
            run: () => run(c.id, 'unpublish'),
            done: '已下线',
          }),
      });
    }
    if (c.actions.includes('delete')) {
      actions.push({
        key: 'delete',
        text: '删除',
        color: 'danger',
        onClick: () =>
          confirmThen({
            content: '删除后无法恢复，确定删除？',
            confirmText: '删除',
            run: () => run(c.id, 'delete'),
            done: '已删除',
          }),
      });
    }
    const path = publicPath(c);
    if (path && c.state === 'published') actions.push({ key: 'view', text: '查看', onClick: () => void navigate(path) });
    return actions;
  };
  return (
    <>
      <QueueTabs
        label="内容类型"
        value={kind}
        options={KIND_TABS}
        onChange={(k) => {
          setKind(k);
          setPage(1);
        }}
      />
      <QueueSearch
        placeholder="搜索标题和正文"
        value={keyword}
        onSearch={(v) => {
          setKeyword(v);
          setPage(1);
        }}
      />
      <Button block color="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新建内容
      </Button>
      <QueueList
        query={list}
        keyOf={(c) => c.id}
        empty="还没有内容，点“新建内容”写第一篇"
        pageNum={page}
        onPage={setPage}
        render={(c) => (
          <QueueCard
            label={c.title}
            tag={<Tag color={phoneTagColor(CONTENT_STATE_LABELS[c.state].color)}>{CONTENT_STATE_LABELS[c.state].label}</Tag>}
            lines={[
              ['类型', CONTENT_KIND_LABELS[c.kind].replace(/（.*）/, '')],
              ['浏览 / 点击', `${c.views} / ${c.clicks}`],
              [
                '展示时间',
                c.startAt || c.endAt ? `${dateText(c.startAt) || '发布起'} ~ ${dateText(c.endAt) || '长期'}` : '发布即展示',
              ],
              ['更新', dateText(c.updatedAt)],
            ]}
            actions={actionsOf(c)}
          />
        )}
      />
      {editing !== null ? (
        <EditorSheet editing={editing} kind={kind === 'all' ? 'help' : kind} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function Leads() {
  const [page, setPage] = useState(1);
  const leads = useLeads(page);
  return (
    <QueueList
      query={leads}
      keyOf={(l) => l.id}
      empty="暂无合作线索"
      pageNum={page}
      onPage={setPage}
      render={(l) => (
        <QueueCard
          label={`${l.name} 的合作线索`}
          title={l.name}
          tag={<span>{dateText(l.createdAt)}</span>}
          lines={[
            [
              '电话',
              <a key="tel" href={`tel:${l.phone}`}>
                {l.phone}
              </a>,
            ],
            ['公司', l.company],
            ['合作内容', l.content],
          ]}
        />
      )}
    />
  );
}

function Feedback() {
  const [page, setPage] = useState(1);
  const queue = useFeedbackQueue(page);
  const reply = useReplyFeedback();
  const [prompt, ask] = usePrompt();
  return (
    <>
      <QueueList
        query={queue}
        keyOf={(f) => f.id}
        empty="暂无用户反馈"
        pageNum={page}
        onPage={setPage}
        render={(f) => (
          <QueueCard
            label={`${f.user.nickname} 的反馈`}
            title={f.user.nickname}
            tag={<Tag>{f.type}</Tag>}
            lines={[
              ['内容', f.content],
              ['联系方式', f.contact],
              ['时间', dateText(f.createdAt)],
              ['回复', f.reply],
            ]}
            actions={
              f.reply
                ? []
                : [
                    {
                      key: 'reply',
                      text: '回复',
                      color: 'primary',
                      onClick: () =>
                        ask({
                          title: '回复反馈',
                          label: '回复内容（用户会收到一条消息）',
                          okText: '回复',
                          maxLength: 1000,
                          submit: (text) => reply.mutateAsync({ id: f.id, reply: text }),
                          done: '已回复',
                        }),
                    },
                  ]
            }
          >
            <Photos photos={f.images.map((src, i) => ({ url: src, label: `截图 ${i + 1}` }))} />
          </QueueCard>
        )}
      />
      {prompt}
    </>
  );
}

function Sections() {
  const [section, setSection] = useState<Section>('content');
  return (
    <>
      <QueueTabs label="内容运营" value={section} options={SECTIONS} onChange={setSection} />
      {section === 'content' ? <ContentList /> : section === 'leads' ? <Leads /> : <Feedback />}
    </>
  );
}

export default function MobileConsolePage() {
  return (
    <OperatorPhonePage what="内容运营后台">
      <Sections />
    </OperatorPhonePage>
  );
}
