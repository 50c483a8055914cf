/**
 * /toolCabinet (the spec's tool cabinet: "upload model" and "model exchange list"): the model format transform.
 * Upload a model (resumable for large files), choose GLB / glTF (zip) / OBJ (zip) / STL, follow the list of
 * conversions with their status, retry, cancel, remove, and download the results.
 */
import {
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  LoginOutlined,
  RedoOutlined,
  StopOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import {
  CONVERSION_STATUS_LABELS,
  CONVERT_TARGETS,
  CONVERT_TARGET_LABELS,
  type ConversionAction,
  type ConversionRecord,
  type ConversionStatus,
  type ConvertTarget,
} from '@moxing/shared';
import { Alert, App, Button, Dropdown, Pagination, Popconfirm, Radio, Segmented, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { convertApi, type ConversionCounts } from '../api';
import {
  useConversionCounts,
  useConversionList,
  useCreateConversion,
  useRemoveConversions,
  useSaveConversion,
  useUpdateConversions,
} from '../hooks';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { DropZone } from '../../../components/upload/DropZone';
import { UploadList } from '../../../components/upload/UploadList';
import { checkSelection, formatBytes, MODEL_FORMATS_TEXT, type PickedFile } from '../../../components/upload/files';
import { useUploadQueue } from '../../../components/upload/useUploadQueue';
import { errorText } from '../../../lib/errorText';
import { useFormFactor } from '../../../lib/formFactor';
import { session, useSession } from '../../../stores/session';
import styles from './conversion.module.css';

const PAGE_SIZE = 10;

const STATUS_COLOR: Record<ConversionStatus, string> = {
  uploaded: 'default',
  queued: 'gold',
  converting: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

const SHORT_TARGET: Record<ConvertTarget, string> = { glb: 'GLB', gltf: 'glTF (ZIP)', obj: 'OBJ (ZIP)', stl: 'STL' };
const TARGET_NOTE: Record<ConvertTarget, string> = {
  glb: '单个文件，含贴图，网页与大多数软件通用',
  gltf: '.gltf + .bin + 贴图，打包为 ZIP',
  obj: '.obj + .mtl + 贴图，打包为 ZIP',
  stl: '仅几何，用于 3D 打印',
};

export default function ModelConvertPage() {
  const token = useSession((s) => s.token);
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h1 className={styles.title}>模型格式转换</h1>
          <p className={styles.subtitle}>
            上传 {MODEL_FORMATS_TEXT} 模型或 ZIP 压缩包，转换为 GLB、glTF、OBJ 或 STL 后下载。转换在服务器上完成，原文件不会改动。
          </p>
        </header>
        {token ? (
          <>
            <NewConversion />
            <ConversionList />
          </>
        ) : (
          <section className={styles.card}>
            <EmptyState description="登录后即可上传模型并转换格式">
              <Button type="primary" icon={<LoginOutlined />} onClick={() => session.openLogin('password', '/toolCabinet')}>
                登录 / 注册
              </Button>
            </EmptyState>
          </section>
        )}
      </div>
    </div>
  );
}

function NewConversion() {
  const { message } = App.useApp();
  const phone = useFormFactor() === 'phone';
  const { queue, entries, summary, freeBytes } = useUploadQueue();
  const [target, setTarget] = useState<ConvertTarget>('glb');
  const create = useCreateConversion();
  const usable = entries.filter((e) => e.status !== 'invalid');
  const selection = checkSelection(
    usable.map((e) => ({ name: e.path, size: e.size, role: e.role, uploaded: e.status === 'done' })),
    { freeBytes },
  );
  const blocker =
    entries.length === 0
      ? null
      : summary.invalid > 0
        ? `有 ${summary.invalid} 个文件不能上传，请先移除`
        : (selection.errors[0] ??
          (summary.failed > 0 ? '有文件上传失败，请重试或移除' : summary.busy ? `文件上传中（${summary.percent}%）…` : null));

  const onFiles = (picked: PickedFile[]) => {
    create.reset();
    queue.add(picked);
  };

  const start = () => {
    if (blocker || entries.length === 0) return;
    const fileIds = usable.map((e) => e.uploaded?.fileId ?? '').filter(Boolean);
    create.mutate(
      { fileIds, targetFormat: target },
      {
        onSuccess: (record) => {
          void message.success(`“${record.sourceName}”已加入转换队列`);
          queue.clear();
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="new-title">
      <h2 id="new-title" className={styles.cardTitle}>
        新建转换
      </h2>
      <DropZone
        onFiles={onFiles}
        compact={entries.length > 0}
        disabled={create.isPending}
        inputLabel="选择要转换的模型"
        hint="一个模型文件，或模型连同贴图、.bin、.mtl，或一个 ZIP 压缩包；大文件断网后可自动续传。"
      />
      {usable.length > 0 && selection.errors.length > 0 ? (
        <Alert className={styles.alert} type="error" showIcon title={selection.errors.join('；')} />
      ) : null}
      <UploadList entries={entries} queue={queue} locked={create.isPending} />

      <div className={styles.targetTitle}>转换为</div>
      <Radio.Group
        className={styles.targets}
        value={target}
        onChange={(e) => setTarget(e.target.value as ConvertTarget)}
        aria-label="目标格式"
      >
        {CONVERT_TARGETS.map((t) => (
          <Radio key={t} value={t} className={`${styles.target} ${target === t ? styles.targetOn : ''}`}>
            <span className={styles.targetName}>{SHORT_TARGET[t]}</span>
            {phone ? null : <span className={styles.targetNote}>{TARGET_NOTE[t]}</span>}
          </Radio>
        ))}
      </Radio.Group>
      {create.error ? (
        <Alert className={styles.alert} type="error" showIcon title="没能开始转换" description={errorText(create.error)} />
      ) : null}
      <div className={styles.submitRow}>
        <Button
          type="primary"
          size="large"
          icon={<SwapOutlined />}
          disabled={entries.length === 0 || Boolean(blocker)}
          loading={create.isPending}
          onClick={start}
          block={phone}
        >
          开始转换
        </Button>
        <span className={styles.muted}>
          {entries.length === 0 ? '先添加要转换的模型' : (blocker ?? `将转换为 ${CONVERT_TARGET_LABELS[target]}`)}
        </span>
      </div>
    </section>
  );
}

type Filter = 'all' | ConversionStatus;
const FILTERS: Filter[] = ['all', 'converting', 'queued', 'done', 'failed', 'cancelled', 'uploaded'];

function filterLabel(f: Filter, counts: ConversionCounts | undefined): string {
  const label = f === 'all' ? '全部' : CONVERSION_STATUS_LABELS[f];
  const n = counts ? (f === 'all' ? counts.total : counts[f]) : undefined;
  return n === undefined ? label : `${label} ${n}`;
}

function ConversionList() {
  const phone = useFormFactor() === 'phone';
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNum, setPageNum] = useState(1);
  const params = useMemo(
    () => ({ pageNum, pageSize: PAGE_SIZE, status: filter === 'all' ? undefined : filter }),
    [pageNum, filter],
  );
  const list = useConversionList(params);
  const counts = useConversionCounts();
  const shown = FILTERS.filter((f) => f === 'all' || f === filter || (counts.data?.[f] ?? 0) > 0);

  return (
    <section className={styles.card} aria-labelledby="list-title">
      <div className={styles.listHead}>
        <h2 id="list-title" className={styles.cardTitle}>
          我的转换
        </h2>
        <div className={styles.filters}>
          <Segmented<Filter>
            size={phone ? 'small' : 'middle'}
            value={filter}
            onChange={(f) => {
              setFilter(f);
              setPageNum(1);
            }}
            options={shown.map((f) => ({ value: f, label: filterLabel(f, counts.data) }))}
          />
        </div>
      </div>
      {list.isPending ? (
        <PageLoading tip="正在加载转换记录…" />
      ) : list.isError && !list.data ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data || list.data.list.length === 0 ? (
        <EmptyState
          description={filter === 'all' ? '还没有转换记录，上传一个模型试试' : `没有“${filterLabel(filter, undefined)}”的记录`}
        />
      ) : (
        <>
          {phone ? (
            <ul className={styles.cards}>
              {list.data.list.map((r) => (
                <li key={r.code} className={styles.item} data-testid="conversion-row">
                  <div className={styles.itemHead}>
                    <span className={styles.itemName} title={r.sourceName}>
                      {r.sourceName}
                    </span>
                    <StatusTag record={r} />
                  </div>
                  <div className={styles.itemMeta}>
                    {formatBytes(r.sourceSize)} → {r.targetFormat ? SHORT_TARGET[r.targetFormat] : '未选择格式'}
                    {r.resultSize ? `（${formatBytes(r.resultSize)}）` : ''} · {dayjs(r.createdAt).format('MM-DD HH:mm')}
                  </div>
                  {r.status === 'failed' && r.failureReason ? <div className={styles.reason}>{r.failureReason}</div> : null}
                  <div className={styles.itemActions}>
                    <Actions record={r} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <ConversionTable records={list.data.list} />
          )}
          {list.data.total > PAGE_SIZE ? (
            <Pagination
              className={styles.pagination}
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onChange={setPageNum}
              showSizeChanger={false}
              simple={phone}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function StatusTag({ record }: { record: ConversionRecord }) {
  return (
    <Tag color={STATUS_COLOR[record.status]} className={styles.tag}>
      {CONVERSION_STATUS_LABELS[record.status]}
    </Tag>
  );
}

function ConversionTable({ records }: { records: ConversionRecord[] }) {
  const columns: ColumnsType<ConversionRecord> = [
    {
      title: '源文件',
      key: 'source',
      render: (_, r) => (
        <div className={styles.sourceCell}>
          <div className={styles.itemName} title={r.sourceName}>
            {r.sourceName}
          </div>
          <div className={styles.muted}>{formatBytes(r.sourceSize)}</div>
        </div>
      ),
    },
    {
      title: '目标格式',
      key: 'target',
      width: 120,
      render: (_, r) => (r.targetFormat ? SHORT_TARGET[r.targetFormat] : <span className={styles.muted}>未选择</span>),
    },
    {
      title: '状态',
      key: 'status',
      width: 220,
      render: (_, r) => (
        <div>
          <StatusTag record={r} />
          {r.status === 'failed' && r.failureReason ? <div className={styles.reason}>{r.failureReason}</div> : null}
          {r.status === 'done' && r.resultSize ? <div className={styles.muted}>{formatBytes(r.resultSize)}</div> : null}
        </div>
      ),
    },
    {
      title: '提交时间',
      key: 'time',
      width: 140,
      render: (_, r) => <span className={styles.muted}>{dayjs(r.createdAt).format('YYYY-MM-DD HH:mm')}</span>,
    },
    { title: '操作', key: 'actions', width: 260, render: (_, r) => <Actions record={r} /> },
  ];
  return (
    <Table<ConversionRecord>
      rowKey="code"
      columns={columns}
      dataSource={records}
      pagination={false}
      size="middle"
      onRow={() => ({ 'data-testid': 'conversion-row' }) as HTMLAttributes<HTMLElement>}
    />
  );
}

function Actions({ record }: { record: ConversionRecord }) {
  const { message } = App.useApp();
  const save = useSaveConversion();
  const update = useUpdateConversions();
  const remove = useRemoveConversions();
  const fail = (e: unknown) => void message.error(errorText(e));
  const can = (action: ConversionAction) => record.actions.includes(action);
  // Converting again offers every format but the current one.
  const pick = (label: string, current: ConvertTarget | null) => (
    <Dropdown
      trigger={['click']}
      menu={{
        items: CONVERT_TARGETS.filter((t) => t !== current).map((t) => ({
          key: t,
          label: CONVERT_TARGET_LABELS[t],
        })),
        onClick: ({ key }) => save.mutate({ code: record.code, targetFormat: key as ConvertTarget }, { onError: fail }),
      }}
    >
      <Button size="small" type="link" icon={<SwapOutlined />} loading={save.isPending}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
  // Retrying and cancelling both move the record to another status.
  const setStatus = (label: string, icon: ReactNode, status: 'queued' | 'cancelled') => (
    <Button
      size="small"
      type="link"
      icon={icon}
      loading={update.isPending}
      onClick={() => update.mutate({ codes: [record.code], status }, { onError: fail })}
    >
      {label}
    </Button>
  );
  return (
    <div className={styles.actions}>
      {can('download') ? (
        <a className={styles.download} href={convertApi.downloadUrl(record.code)} download={record.resultName ?? undefined}>
          <DownloadOutlined /> 下载
        </a>
      ) : null}
      {can('chooseFormat') ? pick('选择格式', null) : null}
      {can('convertAgain') ? pick('转成其他格式', record.targetFormat) : null}
      {can('retry') ? setStatus('重新转换', <RedoOutlined />, 'queued') : null}
      {can('cancel') ? setStatus('取消', <StopOutlined />, 'cancelled') : null}
      {record.status === 'converting' ? (
        <Tooltip title="转换进行中，完成后可下载">
          <span className={styles.muted}>转换中…</span>
        </Tooltip>
      ) : null}
      {can('remove') ? (
        <Popconfirm
          title="删除这条转换记录？"
          description="转换结果也会一并删除"
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate([record.code], { onError: fail })}
        >
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除 ${record.sourceName}`}
            loading={remove.isPending}
          >
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </div>
  );
}
