/** antd-mobile building blocks of the phone demand screens (no antd in here). */
import {
  formatScore,
  type BidView,
  type DeliveryFile,
  type EvaluationView,
  type DemandDetail,
  type DemandSummary,
  type UploadedFile,
} from '@moxing/shared';
import { Button, Dialog, ImageViewer, Rate, Steps, Tag, Toast, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { session } from '../../../stores/session';
import { DeliveredModelStage, modelStateText } from '../deliveredModel';
import { FileBadge } from '../FileBadge';
import { CertifiedBadge } from '../../../components/CertifiedBadge';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import { BID_STATUS_COLORS, STATUS_COLORS, dateText, dateTimeText, deadlineLeft, fileSizeText } from '../format';
import { statusView } from '../status';
import { useBidList } from '../hooks';
import styles from './phone.module.css';

/** A demand's bids as a card: loading, error, none yet, or one row per bid. */
export function MBidsSection({ code, title, row }: { code: string; title: string; row: (bid: BidView) => ReactNode }) {
  const bids = useBidList(code);
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {bids.isPending ? (
        <PhoneLoading />
      ) : bids.isError ? (
        <PhoneError error={bids.error} onRetry={() => void bids.refetch()} />
      ) : bids.data.list.length === 0 ? (
        <div className={`${styles.muted} ${styles.small}`}>还没有建模师投标</div>
      ) : (
        bids.data.list.map(row)
      )}
    </section>
  );
}

/** A bottom sheet with a close button and a title. */
export function MSheet({
  visible,
  onClose,
  title,
  destroyOnClose = false,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: ReactNode;
  destroyOnClose?: boolean;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose={destroyOnClose}
      bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}
    >
      <div className={styles.popupBody}>
        <div className={styles.popupTitle}>{title}</div>
        {children}
      </div>
    </Popup>
  );
}

/** Asks before an action; once the action has succeeded, says so in a toast, then runs `then`. */
export function confirmAction({
  run,
  success,
  then,
  ...dialog
}: {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
  run: () => Promise<unknown>;
  success: string;
  then?: () => void;
}) {
  return Dialog.confirm({
    ...dialog,
    'aria-label': dialog.title,
    onConfirm: async () => {
      await run();
      Toast.show({ icon: 'success', content: success });
      then?.();
    },
  });
}

export function MStatusTag({ status, text, bid = false }: { status: number; text: string; bid?: boolean }) {
  const color = (bid ? BID_STATUS_COLORS : STATUS_COLORS)[status] ?? '#9ca3af';
  return (
    <Tag color={color} fill="solid" style={{ flexShrink: 0 }}>
      {text}
    </Tag>
  );
}

export function MAvatar({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {src ? <img src={src} alt="" /> : name.slice(0, 1) || '用'}
    </span>
  );
}

export function MScore({ score }: { score: number | null }) {
  return score === null ? <span>暂无评分</span> : <span>★ {formatScore(score)}</span>;
}

export function MNotice({
  kind,
  title,
  children,
}: {
  kind: 'info' | 'error' | 'success' | 'warn';
  title: string;
  children?: ReactNode;
}) {
  const cls = { info: styles.noticeInfo, error: styles.noticeError, success: styles.noticeSuccess, warn: styles.noticeWarn }[
    kind
  ];
  return (
    <div className={`${styles.notice} ${cls}`} role="status">
      <strong>{title}</strong>
      {children}
    </div>
  );
}

export function MImages({ images }: { images: UploadedFile[] }) {
  if (images.length === 0) return null;
  const urls = images.map((i) => i.url);
  return (
    <div className={styles.images}>
      {images.map((img, i) => (
        <button
          key={img.fileId}
          type="button"
          className={styles.imageCell}
          onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
          aria-label={`查看图片 ${img.name}`}
        >
          <img src={img.url} alt={img.name} loading="lazy" />
        </button>
      ))}
    </div>
  );
}

export function MFileList({ files }: { files: UploadedFile[] }) {
  if (files.length === 0) return null;
  return (
    <div>
      {files.map((f) => (
        <div key={f.fileId} className={styles.fileRow}>
          {f.kind === 'image' ? (
            <img className={styles.fileThumb} src={f.url} alt="" onClick={() => ImageViewer.show({ image: f.url })} />
          ) : (
            <FileBadge kind={f.kind} />
          )}
          <div className={styles.grow}>
            <div className={styles.ellipsis}>{f.name}</div>
            <div className={`${styles.muted} ${styles.small}`}>{fileSizeText(f.size)}</div>
          </div>
          <a href={`${f.url}?download=1`} download={f.name} style={{ color: '#1d54e6', fontSize: 14 }}>
            下载
          </a>
        </div>
      ))}
    </div>
  );
}

/** Delivered files: a 3D model shows its cover, its processing state, and opens in the viewer once ready. */
export function MDeliveryFiles({ files }: { files: DeliveryFile[] }) {
  const [previewing, setPreviewing] = useState<DeliveryFile | null>(null);
  if (files.length === 0) return null;
  return (
    <div>
      {files.map((f) => {
        const model = f.model;
        const state = model ? modelStateText(model) : null;
        return (
          <div
            key={f.fileId}
            className={styles.fileRow}
            data-file-id={f.fileId}
            data-model-code={model?.modelCode}
            data-model-status={model?.status}
          >
            {model?.cover ? (
              <img className={styles.modelCover} src={model.cover} alt={`${f.name} 封面`} loading="lazy" />
            ) : f.kind === 'image' ? (
              <img className={styles.fileThumb} src={f.url} alt="" onClick={() => ImageViewer.show({ image: f.url })} />
            ) : (
              <FileBadge kind={f.kind} />
            )}
            <div className={styles.grow}>
              <div className={styles.ellipsis}>{f.name}</div>
              <div className={`${styles.muted} ${styles.small}`}>{fileSizeText(f.size)}</div>
              {state ? (
                <div className={model?.status === 'failed' ? styles.modelFailed : styles.modelState} role="status">
                  {state}
                </div>
              ) : null}
            </div>
            {model?.status === 'ready' ? (
              <Button size="mini" color="primary" fill="outline" onClick={() => setPreviewing(f)}>
                3D 预览
              </Button>
            ) : null}
            <a href={`${f.url}?download=1`} download={f.name} style={{ color: '#1d54e6', fontSize: 14 }}>
              下载
            </a>
          </div>
        );
      })}
      <MSheet
        visible={previewing !== null}
        onClose={() => setPreviewing(null)}
        title={`3D 预览${previewing ? ` · ${previewing.name}` : ''}`}
        destroyOnClose
      >
        {previewing ? <DeliveredModelStage file={previewing} phone className={styles.modelViewer} /> : null}
      </MSheet>
    </div>
  );
}

/** A demand in a phone list. */
export function MDemandItem({ need, to, extra }: { need: DemandSummary; to?: string; extra?: ReactNode }) {
  const left = statusView(need.status).bidding ? deadlineLeft(need.deadline) : '';
  return (
    <Link to={to ?? `/demandDetails?code=${need.code}`} className={styles.needItem} data-need-code={need.code}>
      {need.coverUrl ? (
        <img className={styles.needThumb} src={need.coverUrl} alt="" loading="lazy" />
      ) : (
        <span className={styles.needThumb}>{need.serviceType}</span>
      )}
      <div className={styles.grow}>
        <h3 className={styles.needName}>{need.title}</h3>
        <div className={styles.row}>
          <MStatusTag status={need.status} text={need.statusText} />
          <span className={`${styles.muted} ${styles.small} ${styles.ellipsis}`}>
            {need.serviceType} · {need.trade}
          </span>
        </div>
        <div className={styles.between} style={{ marginTop: 6 }}>
          <span className={styles.price}>{need.budgetText}</span>
          <span className={`${styles.muted} ${styles.small}`}>
            {need.bidCount} 人投标{left ? ` · ${need.expired ? '已截止' : left}` : ''}
          </span>
        </div>
        {extra}
      </div>
    </Link>
  );
}

export function MBidItem({ bid, action }: { bid: BidView; action?: ReactNode }) {
  return (
    <div className={styles.bidItem} data-bid-code={bid.code}>
      <div className={styles.row}>
        <MAvatar name={bid.modeller.nickname} src={bid.modeller.avatar} />
        <div className={styles.grow}>
          <div className={styles.row}>
            <Link
              to={`/modelServer?id=${bid.modeller.id}`}
              className={styles.ellipsis}
              style={{ color: '#1d2129', fontWeight: 600 }}
            >
              {bid.modeller.nickname}
            </Link>
            <CertifiedBadge kind={bid.modeller.certified} />
            <MStatusTag status={bid.status} text={bid.statusText} bid />
          </div>
          <div className={`${styles.muted} ${styles.small}`}>
            {bid.modeller.typeName} · <MScore score={bid.modeller.avgScore} /> · 完成 {bid.modeller.completedCount}
          </div>
        </div>
        <div style={{ textAlign: 'right' }}>
          <div className={bid.price !== null ? styles.price : `${styles.muted} ${styles.small}`}>{bid.priceText}</div>
          <div className={`${styles.muted} ${styles.small}`}>{bid.days} 天</div>
        </div>
      </div>
      {bid.message ? <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0', fontSize: 14 }}>{bid.message}</p> : null}
      {bid.portfolioLinks.length > 0 ? (
        <div className={styles.links} style={{ marginTop: 6 }}>
          {bid.portfolioLinks.map((l) => (
            <a key={l} href={l} target="_blank" rel="noreferrer noopener">
              {l}
            </a>
          ))}
        </div>
      ) : null}
      {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
    </div>
  );
}

/** Title, status, facts, description, images and attachments of a demand. */
export function MDemandOverview({ need, loggedIn }: { need: DemandDetail; loggedIn: boolean }) {
  return (
    <>
      <section className={styles.card}>
        <div className={styles.row}>
          <MStatusTag status={need.status} text={need.statusText} />
          <span className={`${styles.muted} ${styles.small}`}>
            {need.serviceType} · {need.trade}
          </span>
        </div>
        <h1 className={styles.title}>{need.title}</h1>
        <div className={`${styles.muted} ${styles.small}`}>
          {need.owner.nickname} 发布 · 编号 {need.code}
        </div>
        <div className={styles.facts}>
          <div className={styles.fact}>
            <span>预算</span>
            <strong className={styles.price}>{need.budgetText}</strong>
          </div>
          <div className={styles.fact}>
            <span>截止</span>
            <strong>{statusView(need.status).bidding ? deadlineLeft(need.deadline) : dateText(need.deadline)}</strong>
          </div>
          <div className={styles.fact}>
            <span>投标</span>
            <strong>{need.bidCount} 人</strong>
          </div>
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>需求描述</h2>
        <p className={styles.description}>{need.description}</p>
        {need.images.length > 0 ? (
          <>
            <h2 className={styles.cardTitle} style={{ marginTop: 14 }}>
              参考图片
            </h2>
            <MImages images={need.images} />
          </>
        ) : null}
        <h2 className={styles.cardTitle} style={{ marginTop: 14 }}>
          附件
        </h2>
        {need.attachments.length > 0 ? (
          <MFileList files={need.attachments} />
        ) : (
          <div className={`${styles.muted} ${styles.small}`}>{loggedIn ? '没有附件' : '登录后可查看附件'}</div>
        )}
      </section>
    </>
  );
}

export function MTimeline({ need }: { need: DemandDetail }) {
  if (need.timeline.length === 0) return null;
  const events = [...need.timeline].reverse();
  return (
    <Steps direction="vertical" current={0}>
      {events.map((e, i) => (
        <Steps.Step
          key={`${e.action}-${e.createdAt}-${i}`}
          status={i === 0 ? 'process' : 'finish'}
          title={`${e.actionText}${e.actor ? ` · ${e.actor.nickname}` : ''}`}
          description={`${e.note ? `${e.note}\n` : ''}${dateTimeText(e.createdAt)}`}
        />
      ))}
    </Steps>
  );
}

export function MEvaluations({ evaluations }: { evaluations: EvaluationView[] }) {
  return (
    <>
      {evaluations.map((e) => (
        <div key={`${e.fromRole}-${e.createdAt}`} className={styles.bidItem}>
          <div className={styles.between}>
            <strong>
              {e.from.nickname}
              <span className={`${styles.muted} ${styles.small}`}>{e.fromRole === 'buyer' ? '（需求方）' : '（建模师）'}</span>
            </strong>
            <Rate readOnly value={e.score} style={{ '--star-size': '14px' }} />
          </div>
          <div style={{ fontSize: 14, marginTop: 4 }}>{e.comment || '未填写评价内容'}</div>
        </div>
      ))}
    </>
  );
}

export function MLoginRequired({ description }: { description: string }) {
  const location = useLocation();
  return (
    <div className={styles.center}>
      <p>{description}</p>
      <Button color="primary" onClick={() => session.openLogin('password', location.pathname + location.search)}>
        登录 / 注册
      </Button>
    </div>
  );
}
