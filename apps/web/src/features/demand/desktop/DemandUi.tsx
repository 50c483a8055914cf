/** Small antd building blocks of the demand pages (desktop, and desktop pages shown on phones). */
import { DownloadOutlined, LoginOutlined, StarFilled, UserOutlined } from '@ant-design/icons';
import {
  formatScore,
  type CertifiedBadge as CertifiedBadgeKind,
  type EvaluationView,
  type DemandDetail,
  type UploadedFile,
} from '@moxing/shared';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Form,
  Image,
  Input,
  type FormItemProps,
  Pagination,
  Rate,
  Result,
  Tag,
  Timeline,
} from 'antd';
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { CertifiedBadge } from '../../../components/CertifiedBadge';
import { session } from '../../../stores/session';
import { FileBadge } from '../FileBadge';
import { BID_STATUS_COLORS, STATUS_COLORS, dateTimeText, fileSizeText } from '../format';
import styles from './demand.module.css';

export function StatusTag({ status, text }: { status: number; text: string }) {
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}

export function BidStatusTag({ status, text }: { status: number; text: string }) {
  return (
    <Tag color={BID_STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}

/** A page's heading: title, a lead line, and the page's actions on the right. */
export function PageHead({ title, lead, children }: { title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.pageHead}>
      <div>
        <h1>{title}</h1>
        <p>{lead}</p>
      </div>
      {children}
    </div>
  );
}

/** A user-area page: the usual width, its heading (with the page's actions), then the page's content. */
export function HeadedPage({
  title,
  lead,
  actions,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <PageHead title={title} lead={lead}>
          {actions}
        </PageHead>
        {children}
      </div>
    </div>
  );
}

/** The banner of a completed demand: it asks for the evaluation while one may still be given. */
export function CompletedAlert({ need, evaluate, thanks }: { need: DemandDetail; evaluate: string; thanks: string }) {
  return <Alert type="success" showIcon title="需求已完成" description={need.actions.includes('evaluate') ? evaluate : thanks} />;
}

/** One fact of a facts row: a label over its value. */
export function Fact({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <span>{label}</span>
      <strong className={className}>{children}</strong>
    </div>
  );
}

/** A free-text form field with its length limit counted under it. */
export function TextField({
  name,
  label,
  rules,
  rows,
  maxLength,
  placeholder,
}: {
  name: string;
  label: string;
  rules?: FormItemProps['rules'];
  rows: number;
  maxLength: number;
  placeholder: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <Input.TextArea rows={rows} maxLength={maxLength} showCount placeholder={placeholder} />
    </Form.Item>
  );
}

/** The pager under a paged list, once it has more than one page. */
export function ListPager({
  current,
  pageSize,
  total,
  onChange,
}: {
  current: number | undefined;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <div className={styles.pager}>
      <Pagination current={current} pageSize={pageSize} total={total} showSizeChanger={false} onChange={onChange} />
    </div>
  );
}

/**
 * A paged card grid: placeholder cells while the first page loads, the error with a retry, the empty state, or the
 * cards (dimmed while the next page loads) with the pager.
 */
export function PagedGrid<T>({
  list,
  gridClassName,
  placeholders,
  placeholder,
  empty,
  renderItem,
  pager,
}: {
  list: UseQueryResult<{ list: T[]; total: number }>;
  gridClassName: string | undefined;
  placeholders: number;
  placeholder: ReactNode;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  pager: { current: number | undefined; pageSize: number; onChange: (page: number) => void };
}) {
  if (list.isPending) {
    return (
      <div className={gridClassName}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Fragment key={i}>{placeholder}</Fragment>
        ))}
      </div>
    );
  }
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <div className={styles.filters}>{empty}</div>;
  return (
    <>
      <div className={gridClassName} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.list.map(renderItem)}
      </div>
      <ListPager {...pager} total={list.data.total} />
    </>
  );
}

/** A list's keyword box: it starts from the keyword in force; searching commits the text trimmed (blank clears). */
export function KeywordSearch({
  placeholder,
  initial,
  onSearch,
  width,
  maxLength,
}: {
  placeholder: string;
  initial: string | undefined;
  onSearch: (keyword: string | undefined) => void;
  width: number;
  maxLength: number;
}) {
  const [text, setText] = useState(initial ?? '');
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onSearch(v.trim() || undefined)}
      style={{ width }}
      maxLength={maxLength}
    />
  );
}

/** Reference images as previewable thumbnails. */
export function ImageGallery({ images, size = 104 }: { images: UploadedFile[]; size?: number }) {
  if (images.length === 0) return null;
  return (
    <div className={styles.imageGrid}>
      <Image.PreviewGroup>
        {images.map((img) => (
          <Image
            key={img.fileId}
            src={img.url}
            alt={img.name}
            width={size}
            height={size}
            style={{ objectFit: 'cover' }}
            preview={{ src: img.url }}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

/** Attachments: a type icon each, a preview for images, a download link. */
/** The card of a demand's progress record. */
export function TimelineCard({ need, title = '进度记录' }: { need: DemandDetail; title?: string }) {
  return (
    <Card className={styles.card} title={title}>
      <DemandTimeline need={need} />
    </Card>
  );
}

/** A previewable thumbnail for an image, the type badge for any other file. */
export function FileThumb({ file }: { file: UploadedFile }) {
  return file.kind === 'image' ? (
    <Image src={file.url} alt={file.name} width={36} height={36} style={{ objectFit: 'cover', borderRadius: 6 }} />
  ) : (
    <FileBadge kind={file.kind} />
  );
}

export function FileList({ files }: { files: UploadedFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.fileList}>
      {files.map((file) => (
        <li key={file.fileId} className={styles.fileRow}>
          <FileThumb file={file} />
          <span className={styles.fileName} title={file.name}>
            {file.name}
          </span>
          <span className={`${styles.muted} ${styles.small}`}>{fileSizeText(file.size)}</span>
          <a href={`${file.url}?download=1`} download={file.name} aria-label={`下载 ${file.name}`}>
            <DownloadOutlined /> 下载
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DemandTimeline({ need }: { need: DemandDetail }) {
  if (need.timeline.length === 0) return null;
  return (
    <Timeline
      items={[...need.timeline].reverse().map((event) => ({
        color: event.toStatus !== null ? (STATUS_COLORS[event.toStatus] ?? 'gray') : 'gray',
        content: (
          <div>
            <div>
              <strong>{event.actionText}</strong>
              {event.actor ? <span className={styles.muted}> · {event.actor.nickname}</span> : null}
            </div>
            {event.note ? <div style={{ whiteSpace: 'pre-wrap' }}>{event.note}</div> : null}
            <div className={`${styles.muted} ${styles.small}`}>{dateTimeText(event.createdAt)}</div>
          </div>
        ),
      }))}
    />
  );
}

export function EvaluationList({ evaluations }: { evaluations: EvaluationView[] }) {
  if (evaluations.length === 0) return null;
  return (
    <div>
      {evaluations.map((e) => (
        <div key={`${e.fromRole}-${e.createdAt}`} className={styles.bidRow}>
          <Avatar src={e.from.avatar || undefined} icon={<UserOutlined />} />
          <div className={styles.grow}>
            <div className={styles.nameLine}>
              <strong>{e.from.nickname}</strong>
              <span className={styles.muted}>{e.fromRole === 'buyer' ? '（需求方）评价建模师' : '（建模师）评价需求方'}</span>
            </div>
            <Rate disabled value={e.score} style={{ fontSize: 14 }} />
            {e.comment ? (
              <div style={{ whiteSpace: 'pre-wrap' }}>{e.comment}</div>
            ) : (
              <div className={styles.muted}>未填写评价内容</div>
            )}
            <div className={`${styles.muted} ${styles.small}`}>{dateTimeText(e.createdAt)}</div>
          </div>
        </div>
      ))}
    </div>
  );
}

export function ScoreText({ score }: { score: number | null }) {
  if (score === null) return <span className={styles.muted}>暂无评分</span>;
  return (
    <span>
      <StarFilled style={{ color: '#fadb14' }} /> {formatScore(score)}
    </span>
  );
}

/** A page (or part) that needs a login: explains why and opens the login dialog, coming back here after. */
export function LoginRequired({ title = '请先登录', description }: { title?: string; description: ReactNode }) {
  const location = useLocation();
  return (
    <Result
      status="info"
      icon={<LoginOutlined style={{ color: '#1d54e6' }} />}
      title={title}
      subTitle={description}
      extra={
        <Button type="primary" onClick={() => session.openLogin('password', location.pathname + location.search)}>
          登录 / 注册
        </Button>
      }
    />
  );
}

export function MissingCode({ what = '需求' }: { what?: string }) {
  return (
    <Result
      status="warning"
      title={`没有指定${what}`}
      subTitle="链接不完整，请从需求列表重新进入。"
      extra={
        <Link to="/need">
          <Button type="primary">去需求大厅</Button>
        </Link>
      }
    />
  );
}

export interface ModellerLike {
  id: number;
  nickname: string;
  avatar: string | null;
  typeName: string;
  completedCount: number;
  avgScore: number | null;
  /** Given on bids: the bidder's certification badge. */
  certified?: CertifiedBadgeKind;
}

/** A modeller in one line: avatar, name, kind, badge, score and completed demands; links to their page. */
export function ModellerLine({ modeller, extra }: { modeller: ModellerLike; extra?: ReactNode }) {
  return (
    <div className={styles.nameLine} style={{ gap: 10, flexWrap: 'nowrap' }}>
      <Avatar src={modeller.avatar || undefined} icon={<UserOutlined />} />
      <div className={styles.grow}>
        <div className={styles.nameLine}>
          <Link to={`/modelServer?id=${modeller.id}`}>
            <strong>{modeller.nickname}</strong>
          </Link>
          <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
            {modeller.typeName}
          </Tag>
          <CertifiedBadge kind={modeller.certified} />
          {extra}
        </div>
        <div className={`${styles.muted} ${styles.small}`}>
          <ScoreText score={modeller.avgScore} /> · 完成 {modeller.completedCount} 个需求
        </div>
      </div>
    </div>
  );
}

/** A bid's portfolio links, each opening in a new tab. */
export function PortfolioLinks({ links, style }: { links: string[]; style?: CSSProperties }) {
  if (links.length === 0) return null;
  return (
    <div className={styles.links} style={style}>
      {links.map((l) => (
        <a key={l} href={l} target="_blank" rel="noreferrer noopener">
          {l}
        </a>
      ))}
    </div>
  );
}

/** A demand page before its demand is there: no code in the address, loading, or the error with a retry. */
export function DemandNotLoaded({ code, detail }: { code: string | null; detail: UseQueryResult<DemandDetail> }) {
  if (!code) return <MissingCode />;
  if (detail.isError) {
    return (
      <div className={styles.page}>
        <PageError error={detail.error} onRetry={() => void detail.refetch()} title="需求加载失败" />
      </div>
    );
  }
  return <PageLoading tip="正在加载需求…" />;
}
