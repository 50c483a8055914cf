/**
 * /mymodel/good: my models with their processing state, visibility, numbers and actions; my image models; the recycle
 * bin tab, which holds both kinds.
 */
import { DeleteOutlined, ExclamationCircleOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { formatCount, isKnownPage, type MyModelItem, modelPriceText } from '@moxing/shared';
import { App, Button, Input, Popconfirm, Space, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import { PullToRefresh } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MyModelsParams } from '../api';
import { useMyModels, useRecycleBin, useRecycleClear, useRecycleClearAll, useRefreshShelf, useRestoreModels } from '../hooks';
import { EmptyState, PageError } from '../../../components/states';
import { useFormFactor } from '../../../lib/formFactor';
import { formatDate } from '../../library';
import { EmbedDialog } from '../../../components/EmbedDialog';
import { ImageModelsTable } from './MyImageModels';
import styles from './mymodel.module.css';
import { DeleteAction, RowAction, ShelfList, useMoveToBin, visibilityText, type ShelfCardView } from './shelfParts';
import { GatedAction } from '../../membership';

const STATUS_COLORS: Record<string, string> = { queued: 'default', processing: 'processing', ready: 'success', failed: 'error' };

type Tab = 'all' | 'ready' | 'processing' | 'failed' | 'image' | 'recycle';
const TABS: { key: Tab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'ready', label: '已完成' },
  { key: 'processing', label: '处理中' },
  { key: 'failed', label: '处理失败' },
  { key: 'image', label: '图片模型' },
  { key: 'recycle', label: '回收站' },
];

const thumbOf = (m: MyModelItem) => m.thumb ?? m.listImage ?? m.cover;
const KindTag = () => <Tag className={styles.kindTag}>图片模型</Tag>;

function ModelCell({ m, link }: { m: MyModelItem; link: boolean }) {
  const img = thumbOf(m);
  const body = (
    <div className={styles.modelCell}>
      {img ? <img className={styles.thumb} src={img} alt="" loading="lazy" /> : <div className={styles.thumb} />}
      <div>
        <div className={styles.modelName}>
          {m.title}
          {m.kind === 'image' ? <KindTag /> : null}
        </div>
        <div className={styles.code}>{m.modelCode}</div>
      </div>
    </div>
  );
  return link && m.status === 'ready' ? <Link to={`/modelinfo/${m.modelCode}`}>{body}</Link> : body;
}

/** The processing state; why it failed shows on hover in the table and is written out on a phone card. */
function StatusTag({ m, hint }: { m: MyModelItem; hint: boolean }) {
  const why = m.status === 'failed' ? m.failureReason : null;
  const tag = (
    <Tag color={why ? 'error' : (STATUS_COLORS[m.status] ?? 'default')} icon={why ? <ExclamationCircleOutlined /> : undefined}>
      {m.statusLabel}
    </Tag>
  );
  return why && hint ? <Tooltip title={why}>{tag}</Tooltip> : tag;
}

function modelActions(m: MyModelItem, onEmbed: () => void, onDelete: () => void): ReactNode[] {
  const ready = m.status === 'ready';
  return [
    ready ? (
      <Link key="view" to={`/modelinfo/${m.modelCode}`}>
        <RowAction>查看</RowAction>
      </Link>
    ) : null,
    <Link key="edit" to={`/modelEditInfo?modelCode=${m.modelCode}`}>
      <RowAction>编辑</RowAction>
    </Link>,
    ready ? (
      <Link key="cover" to={`/mymodel/thumb?modelCode=${m.modelCode}`}>
        <RowAction>封面</RowAction>
      </Link>
    ) : null,
    ready && m.visibility === 'public' ? (
      // A model embedded before keeps its code; a first embed counts against the embed allowance (MXNQGS).
      m.embedCount > 0 ? (
        <RowAction key="embed" onClick={onEmbed}>
          嵌入
        </RowAction>
      ) : (
        <GatedAction key="embed" feature="embed" label="嵌入">
          <RowAction onClick={onEmbed}>嵌入</RowAction>
        </GatedAction>
      )
    ) : null,
    <DeleteAction key="delete" onConfirm={onDelete} />,
  ];
}

function ModelsTable({ status, keyword }: { status: MyModelsParams['status']; keyword: string }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [embed, setEmbed] = useState<MyModelItem | null>(null);
  const query = useMyModels({ pageNum: page, pageSize: 20, status, keyword: keyword || undefined });
  const { del, pending } = useMoveToBin(() => setSelected([]));
  const actions = (m: MyModelItem) =>
    modelActions(
      m,
      () => setEmbed(m),
      () => del([m.modelCode]),
    );

  const columns: TableColumnsType<MyModelItem> = [
    { title: '模型', key: 'model', render: (_, m) => <ModelCell m={m} link /> },
    {
      title: '状态',
      key: 'status',
      width: 120,
      render: (_, m) => (
        <Space orientation="vertical" size={2}>
          <StatusTag m={m} hint />
          <span className={styles.muted}>{visibilityText(m.visibility)}</span>
        </Space>
      ),
    },
    { title: '价格', key: 'price', width: 90, render: (_, m) => modelPriceText(m.price, m.free) },
    {
      title: '数据',
      key: 'numbers',
      width: 170,
      render: (_, m) => (
        <div className={styles.numbers}>
          浏览 {formatCount(m.viewCount)} · 点赞 {formatCount(m.likeCount)}
          <br />
          收藏 {formatCount(m.collectCount)} · 嵌入 {formatCount(m.embedCount)} · 下载 {formatCount(m.downloadCount)}
        </div>
      ),
    },
    { title: '上传时间', key: 'createdAt', width: 110, render: (_, m) => formatDate(m.createdAt) },
    {
      title: '操作',
      key: 'actions',
      width: 250,
      render: (_, m) => (
        <Space size={0} wrap>
          {actions(m)}
        </Space>
      ),
    },
  ];

  const card = (m: MyModelItem): ShelfCardView => ({
    title: m.title,
    thumb: thumbOf(m),
    href: m.status === 'ready' ? `/modelinfo/${m.modelCode}` : undefined,
    tags: (
      <>
        <StatusTag m={m} hint={false} />
        <span>{visibilityText(m.visibility)}</span>
        <span>{modelPriceText(m.price, m.free)}</span>
      </>
    ),
    note: m.status === 'failed' && m.failureReason ? m.failureReason : undefined,
    stats: [
      { label: '浏览', value: formatCount(m.viewCount) },
      { label: '点赞', value: formatCount(m.likeCount) },
      { label: '收藏', value: formatCount(m.collectCount) },
      { label: '嵌入', value: formatCount(m.embedCount) },
      { label: '下载', value: formatCount(m.downloadCount) },
    ],
    dates: [`上传于 ${formatDate(m.createdAt)}`],
    actions: actions(m),
  });

  if (query.isError && !query.data) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <ShelfList<MyModelItem>
        rowKey="modelCode"
        columns={columns}
        card={card}
        query={query}
        selection={{ keys: selected, onChange: setSelected, pending, onDelete: () => del(selected) }}
        scrollX={900}
        empty={
          <EmptyState description={keyword ? '没有找到匹配的模型' : status ? '这里还没有模型' : '你还没有上传模型'}>
            {!keyword && !status && isKnownPage('/mymodel/addGoods') ? (
              <Link to="/mymodel/addGoods">
                <Button type="primary">上传模型</Button>
              </Link>
            ) : null}
          </EmptyState>
        }
        page={page}
        onPage={setPage}
      />
      {embed ? <EmbedDialog open onClose={() => setEmbed(null)} modelCode={embed.modelCode} title={embed.title} /> : null}
    </>
  );
}

function RecycleBin() {
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const query = useRecycleBin(page);
  const restore = useRestoreModels();
  const clear = useRecycleClear();
  const clearAll = useRecycleClearAll();
  const items = query.data?.list ?? [];
  const actions = (m: MyModelItem) => [
    <RowAction
      key="restore"
      icon={<UndoOutlined />}
      onClick={() => restore.mutate([m.modelCode], { onSuccess: () => void message.success(`“${m.title}”已恢复`) })}
    >
      恢复
    </RowAction>,
    <Popconfirm
      key="clear"
      title="彻底删除？"
      description={m.kind === 'image' ? '图片模型及其照片将一并删除，无法恢复' : '模型文件、评论与统计将一并删除，无法恢复'}
      okText="彻底删除"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={() => clear.mutate([m.modelCode], { onSuccess: () => void message.success('已彻底删除') })}
    >
      <RowAction danger>彻底删除</RowAction>
    </Popconfirm>,
  ];
  const columns: TableColumnsType<MyModelItem> = [
    { title: '模型', key: 'model', render: (_, m) => <ModelCell m={m} link={false} /> },
    { title: '删除时间', key: 'deletedAt', width: 120, render: (_, m) => formatDate(m.deletedAt) },
    {
      title: '彻底删除时间',
      key: 'purgeAt',
      width: 130,
      render: (_, m) => <span className={styles.muted}>{formatDate(m.purgeAt)}</span>,
    },
    { title: '操作', key: 'actions', width: 190, render: (_, m) => <Space size={0}>{actions(m)}</Space> },
  ];
  const card = (m: MyModelItem): ShelfCardView => ({
    title: m.title,
    thumb: thumbOf(m),
    tags: m.kind === 'image' ? <KindTag /> : <span>3D 模型</span>,
    dates: [`删除于 ${formatDate(m.deletedAt)}`, `将于 ${formatDate(m.purgeAt)} 彻底删除`],
    actions: actions(m),
  });
  if (query.isError && !query.data) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <span className={styles.muted}>删除的模型会在回收站保留 30 天，期间可以恢复；到期后自动彻底删除。</span>
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={items.length === 0}
          loading={clearAll.isPending}
          onClick={() => {
            modal.confirm({
              title: '清空回收站？',
              content: '回收站中的所有模型及其文件、评论、统计将被彻底删除，无法恢复。',
              okText: '清空',
              okButtonProps: { danger: true },
              cancelText: '取消',
              onOk: () => clearAll.mutateAsync().then((r) => void message.success(`已彻底删除 ${r.changed} 个模型`)),
            });
          }}
        >
          清空回收站
        </Button>
      </Space>
      <ShelfList<MyModelItem>
        rowKey="modelCode"
        columns={columns}
        card={card}
        query={query}
        empty={<EmptyState description="回收站是空的" />}
        page={page}
        onPage={setPage}
      />
    </>
  );
}

export default function MyModelsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const phone = useFormFactor() === 'phone';
  const refresh = useRefreshShelf();
  const tab = (new URLSearchParams(location.search).get('tab') as Tab | null) ?? 'all';
  const [keyword, setKeyword] = useState('');
  let body: ReactNode;
  if (tab === 'recycle') body = <RecycleBin />;
  else if (tab === 'image') body = <ImageModelsTable />;
  else body = <ModelsTable key={tab} status={tab === 'all' ? undefined : tab} keyword={keyword} />;
  const search =
    tab === 'recycle' || tab === 'image' ? null : (
      <Input.Search
        placeholder="按名称查找"
        allowClear
        onSearch={setKeyword}
        size={phone ? 'large' : undefined}
        style={phone ? undefined : { width: 220 }}
        className={phone ? styles.phoneSearch : undefined}
        maxLength={100}
      />
    );
  return (
    <div className={phone ? `${styles.page} ${styles.phoneShelf}` : styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>我的模型</h1>
          <p className={styles.lead}>
            管理上传的 3D 模型和图片模型：查看处理状态、编辑信息与查看器设置、获取嵌入代码，删除的模型可在回收站恢复。
          </p>
        </div>
        <Space wrap className={styles.headLinks}>
          <Link to="/mymodel/chart">
            <Button>模型数据</Button>
          </Link>
          <Link to="/mymodel/thumb">
            <Button>自定义封面</Button>
          </Link>
          <Link to="/mymodel/logo">
            <Button>我的 Logo</Button>
          </Link>
          {isKnownPage('/mymodel/addGoods') ? (
            <GatedAction feature="upload" label="上传模型">
              <Link to="/mymodel/addGoods">
                <Button type="primary">上传模型</Button>
              </Link>
            </GatedAction>
          ) : null}
        </Space>
      </div>
      <section className={styles.card}>
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate({ search: key === 'all' ? '' : `?tab=${key}` })}
          items={TABS.map((t) => ({ key: t.key, label: t.label }))}
          tabBarGutter={phone ? 16 : undefined}
          tabBarExtraContent={
            phone ? null : tab === 'recycle' ? (
              <Button type="text" icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label="刷新" />
            ) : (
              search
            )
          }
        />
        {phone ? search : null}
        {phone ? (
          // On a phone the tabs leave no room for a refresh button: pulling the list down refreshes it.
          <PullToRefresh
            onRefresh={refresh}
            pullingText="下拉刷新"
            canReleaseText="释放立即刷新"
            refreshingText="刷新中…"
            completeText="已刷新"
          >
            {body}
          </PullToRefresh>
        ) : (
          body
        )}
      </section>
    </div>
  );
}
