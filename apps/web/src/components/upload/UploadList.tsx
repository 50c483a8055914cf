/** The chosen files: what each is, its upload progress or why it cannot be used, and the overall progress. */
import {
  CheckCircleFilled,
  CloseOutlined,
  CodeSandboxOutlined,
  ExclamationCircleFilled,
  FileImageOutlined,
  FileOutlined,
  FileZipOutlined,
  LoadingOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { Button, Progress, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { formatBytes, type FileRole } from './files';
import { summarize, type UploadEntry, type UploadQueue } from './queue';
import styles from './upload.module.css';

const ROLE: Record<FileRole, { label: string; color: string; icon: ReactNode }> = {
  model: { label: '模型', color: 'blue', icon: <CodeSandboxOutlined /> },
  archive: { label: '压缩包', color: 'purple', icon: <FileZipOutlined /> },
  texture: { label: '贴图', color: 'green', icon: <FileImageOutlined /> },
  resource: { label: '附属文件', color: 'cyan', icon: <FileOutlined /> },
  junk: { label: '系统文件', color: 'default', icon: <FileOutlined /> },
  other: { label: '不支持', color: 'default', icon: <FileOutlined /> },
};

/** A status with its icon, coloured by the class. */
function MarkedStatus({ className, icon, text }: { className: string | undefined; icon: ReactNode; text: string }) {
  return (
    <span className={className}>
      {icon} {text}
    </span>
  );
}

function StatusText({ entry }: { entry: UploadEntry }) {
  switch (entry.status) {
    case 'checking':
      return <span className={styles.muted}>检查中…</span>;
    case 'waiting':
      return <span className={styles.muted}>等待上传</span>;
    case 'uploading':
      return <span className={styles.muted}>{entry.size > 0 ? `${Math.floor((entry.sent / entry.size) * 100)}%` : ''}</span>;
    case 'retrying':
      return <MarkedStatus className={styles.warnText} icon={<LoadingOutlined />} text="正在重连" />;
    case 'done':
      return <MarkedStatus className={styles.okText} icon={<CheckCircleFilled />} text="已上传" />;
    case 'invalid':
      return <MarkedStatus className={styles.errorText} icon={<ExclamationCircleFilled />} text="不能上传" />;
    case 'error':
      return <MarkedStatus className={styles.errorText} icon={<ExclamationCircleFilled />} text="上传失败" />;
  }
}

function Row({ entry, queue, locked }: { entry: UploadEntry; queue: UploadQueue; locked?: boolean }) {
  const role = ROLE[entry.role];
  const folder = entry.path.includes('/') ? entry.path.slice(0, entry.path.lastIndexOf('/') + 1) : '';
  const moving = entry.status === 'uploading' || entry.status === 'retrying';
  return (
    <li
      className={`${styles.row} ${entry.status === 'invalid' || entry.status === 'error' ? styles.rowBad : ''}`}
      data-testid="upload-row"
    >
      <span className={styles.rowIcon} aria-hidden>
        {role.icon}
      </span>
      <div className={styles.rowBody}>
        <div className={styles.rowHead}>
          <span className={styles.rowName} title={entry.path}>
            {folder ? <span className={styles.muted}>{folder}</span> : null}
            {entry.name}
          </span>
          <Tag color={role.color} className={styles.rowTag}>
            {role.label}
          </Tag>
        </div>
        <div className={styles.rowMeta}>
          <span className={styles.muted}>{formatBytes(entry.size)}</span>
          <StatusText entry={entry} />
        </div>
        {moving ? (
          <Progress
            percent={entry.size > 0 ? Math.floor((entry.sent / entry.size) * 100) : 0}
            size="small"
            showInfo={false}
            status="active"
            aria-label={`${entry.name} 上传进度`}
          />
        ) : null}
        {entry.note ? <div className={styles.warnText}>{entry.note}</div> : null}
        {entry.error ? (
          <div className={styles.errorText} role="alert">
            {entry.error}
          </div>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        {entry.status === 'error' && entry.canRetry !== false ? (
          <Tooltip title={entry.canRetry ? '从中断处继续上传' : '重新上传'}>
            <Button size="small" type="link" icon={<RedoOutlined />} onClick={() => queue.retry(entry.id)}>
              {entry.canRetry ? '继续上传' : '重试'}
            </Button>
          </Tooltip>
        ) : null}
        {locked ? null : (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            onClick={() => queue.remove(entry.id)}
            aria-label={`移除 ${entry.name}`}
            title="移除"
          />
        )}
      </div>
    </li>
  );
}

export function UploadList({
  entries,
  queue,
  locked,
}: {
  entries: readonly UploadEntry[];
  queue: UploadQueue;
  locked?: boolean;
}) {
  if (entries.length === 0) return null;
  const s = summarize(entries);
  const active = entries.length - s.invalid;
  return (
    <div className={styles.list}>
      {active === 0 ? null : (
        <div className={styles.overall} aria-live="polite">
          <div className={styles.overallText}>
            <span>
              {s.busy
                ? '正在上传'
                : s.failed > 0
                  ? '部分文件上传失败'
                  : active > 0 && s.done === active
                    ? '全部上传完成'
                    : '文件'}
              <span className={styles.muted}>
                {' '}
                {s.busy
                  ? `· ${s.done}/${active} 个 · ${formatBytes(s.sentBytes)} / ${formatBytes(s.totalBytes)}`
                  : `· ${active} 个文件，共 ${formatBytes(s.totalBytes)}`}
              </span>
            </span>
            {s.failed > 1 ? (
              <Button size="small" type="link" onClick={() => queue.retryAll()}>
                全部重试
              </Button>
            ) : null}
          </div>
          <Progress
            percent={s.percent}
            status={s.failed > 0 ? 'exception' : s.busy ? 'active' : active > 0 && s.done === active ? 'success' : 'normal'}
            aria-label="总上传进度"
          />
        </div>
      )}
      <ul className={styles.rows}>
        {entries.map((entry) => (
          <Row key={entry.id} entry={entry} queue={queue} locked={locked} />
        ))}
      </ul>
    </div>
  );
}
