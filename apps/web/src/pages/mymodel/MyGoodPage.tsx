/**
 * /mymodel/good: my models with their processing state, visibility, numbers and actions; my image models; the recycle
 * bin tab, which holds both kinds.
 */
import { DeleteOutlined, ExclamationCircleOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { formatCount, isKnownPage, type MyModelItem } from '@moxing/shared';
import { App, Button, Input, Popconfirm, Space, Table, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MyModelsParams } from '../../api/models';
import { useMyModels, useRecycleBin, useRecycleClear, useRecycleClearAll, useRestoreModels } from '../../api/useModels';
import { priceLabel } from '../../components/ModelCard';
import { EmptyState, PageError } from '../../components/states';
import { formatDate } from '../model/detailLogic';
import { EmbedDialog } from '../model/EmbedDialog';
import { ImageModelsTable } from './MyImageModels';
import styles from './mymodel.module.css';
import { BatchDelete, DeleteAction, useMoveToBin } from './shelfParts';

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

function ModelCell({ m, link }: { m: MyModelItem; link: boolean }) {
  const img = m.thumb ?? m.listImage ?? m.cover;
  const body = (
    <div className={styles.modelCell}>
      {img ? <img className={styles.thumb} src={img} alt="" loading="lazy" /> : <div className={styles.thumb} />}
      <div>
        <div className={styles.modelName}>
          {m.title}
          {m.kind === 'image' ? <Tag className={styles.kindTag}>图片模型</Tag> : null}
        </div>
        <div className={styles.code}>{m.modelCode}</div>
      </div>
    </div>
  );
  return link && m.status === 'ready' ? <Link to={`/modelinfo/${m.modelCode}`}>{body}</Link> : body;
}

function ModelsTable({ status, keyword }: { status: MyModelsParams['status']; keyword: string }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [embed, setEmbed] = useState<MyModelItem | null>(null);
  const query = useMyModels({ pageNum: page, pageSize: 20, status, keyword: keyword || undefined });
  const { del, pending } = useMoveToBin(() => setSelected([]));
  const items = query.data?.list ?? [];

  const columns: TableColumnsType<MyModelItem> = [
    { title: '模型', key: 'model', render: (_, m) => <ModelCell m={m} link /> },
    {
      title: '状态',
      key: 'status',
      width: 120,
      render: (_, m) => (
        <Space orientation="vertical" size={2}>
          {m.status === 'failed' && m.failureReason ? (
            <Tooltip title={m.failureReason}>
              <Tag color="error" icon={<ExclamationCircleOutlined />}>
                {m.statusLabel}
              </Tag>
            </Tooltip>
          ) : (
            <Tag color={STATUS_COLORS[m.status] ?? 'default'}>{m.statusLabel}</Tag>
          )}
          <span className={styles.muted}>{m.visibility === 'public' ? '公开' : '仅自己可见'}</span>
        </Space>
      ),
    },
    { title: '价格', key: 'price', width: 90, render: (_, m) => priceLabel(m) },
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
          {m.status === 'ready' ? (
            <Link to={`/modelinfo/${m.modelCode}`}>
              <Button type="link" size="small">
                查看
              </Button>
            </Link>
          ) : null}
          <Link to={`/modelEditInfo?modelCode=${m.modelCode}`}>
            <Button type="link" size="small">
              编辑
            </Button>
          </Link>
          {m.status === 'ready' ? (
            <Link to={`/mymodel/thumb?modelCode=${m.modelCode}`}>
              <Button type="link" size="small">
                封面
              </Button>
            </Link>
          ) : null}
          {m.status === 'ready' && m.visibility === 'public' ? (
            <Button type="link" size="small" onClick={() => setEmbed(m)}>
              嵌入
            </Button>
          ) : null}
          <DeleteAction onConfirm={() => del([m.modelCode])} />
        </Space>
      ),
    },
  ];

  if (query.isError && !query.data) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <BatchDelete count={selected.length} pending={pending} onConfirm={() => del(selected)} />
      <Table<MyModelItem>
        rowKey="modelCode"
        columns={columns}
        dataSource={items}
        loading={query.isPending || query.isPlaceholderData}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        scroll={{ x: 900 }}
        locale={{
          emptyText: (
            <EmptyState description={keyword ? '没有找到匹配的模型' : status ? '这里还没有模型' : '你还没有上传模型'}>
              {!keyword && !status && isKnownPage('/mymodel/addGoods') ? (
                <Link to="/mymodel/addGoods">
                  <Button type="primary">上传模型</Button>
                </Link>
              ) : null}
            </EmptyState>
          ),
        }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
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
  const columns: TableColumnsType<MyModelItem> = [
    { title: '模型', key: 'model', render: (_, m) => <ModelCell m={m} link={false} /> },
    { title: '删除时间', key: 'deletedAt', width: 120, render: (_, m) => formatDate(m.deletedAt) },
    {
      title: '彻底删除时间',
      key: 'purgeAt',
      width: 130,
      render: (_, m) => <span className={styles.muted}>{formatDate(m.purgeAt)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, m) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<UndoOutlined />}
            onClick={() => restore.mutate([m.modelCode], { onSuccess: () => void message.success(`“${m.title}”已恢复`) })}
          >
            恢复
          </Button>
          <Popconfirm
            title="彻底删除？"
            description={m.kind === 'image' ? '图片模型及其照片将一并删除，无法恢复' : '模型文件、评论与统计将一并删除，无法恢复'}
            okText="彻底删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => clear.mutate([m.modelCode], { onSuccess: () => void message.success('已彻底删除') })}
          >
            <Button type="link" size="small" danger>
              彻底删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
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
      <Table<MyModelItem>
        rowKey="modelCode"
        columns={columns}
        dataSource={items}
        loading={query.isPending || query.isPlaceholderData}
        locale={{ emptyText: <EmptyState description="回收站是空的" /> }}
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

export default function MyGoodPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = (new URLSearchParams(location.search).get('tab') as Tab | null) ?? 'all';
  const [keyword, setKeyword] = useState('');
  let body: ReactNode;
  if (tab === 'recycle') body = <RecycleBin />;
  else if (tab === 'image') body = <ImageModelsTable />;
  else body = <ModelsTable key={tab} status={tab === 'all' ? undefined : tab} keyword={keyword} />;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>我的模型</h1>
          <p className={styles.lead}>
            管理上传的 3D 模型和图片模型：查看处理状态、编辑信息与查看器设置、获取嵌入代码，删除的模型可在回收站恢复。
          </p>
        </div>
        <Space wrap>
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
            <Link to="/mymodel/addGoods">
              <Button type="primary">上传模型</Button>
            </Link>
          ) : null}
        </Space>
      </div>
      <section className={styles.card}>
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate({ search: key === 'all' ? '' : `?tab=${key}` })}
          items={TABS.map((t) => ({ key: t.key, label: t.label }))}
          tabBarExtraContent={
            tab === 'recycle' ? (
              <Button
                type="text"
                icon={<ReloadOutlined />}
                onClick={() => void navigate({ search: '?tab=recycle' })}
                aria-label="刷新"
              />
            ) : tab === 'image' ? null : (
              <Input.Search placeholder="按名称查找" allowClear onSearch={setKeyword} style={{ width: 220 }} maxLength={100} />
            )
          }
        />
        {body}
      </section>
    </div>
  );
}
