/**
 * The phone model page (/modelinfo/:modelCode, /modeldetail?code=): the lightweight GLB in the viewer, facts,
 * author, comments (list and add in a sheet), share link, download, and a fixed action bar.
 */
import { formatCount, type ModelDetail, modelPriceText } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { quotePath } from '../../demand';
import { useComments } from '../hooks';
import { useBootPreviewDone } from '../../../lib/bootPreview';
import { errorText } from '../../../lib/errorText';
import { useSetTopBarTitle } from '../../../stores/topBarTitle';
import { buyPath, downloadLabel, formatBytes, isNotFound, purchaseText, requireLogin, statRows } from '../detailLogic';
import { DetailStage } from '../DetailStage';
import { FactList } from '../FactList';
import { useDownloadCheck, useModelActions, useModelPage } from '../modelPage';
import { absoluteUrl, copyPlainText, sharedUrl } from '../../../lib/share';
import { embedQuery } from '../../../three/settings';
import { useOpenedOnce } from '../../../components/phone/useOpenedOnce';
import { BrandMark } from '../../../components/BrandMark';
import { CertifiedBadge } from '../../../components/CertifiedBadge';
import { CommentLine, MobileComments } from './MobileComments';
import { CommentIcon, HeartIcon, ShareIcon, StarIcon } from './micons';
import { Sheet, SheetLoading } from './Sheet';
import styles from './mmodel.module.css';

function SharePopup({ detail, open, onClose }: { detail: ModelDetail; open: boolean; onClose: () => void }) {
  const link = sharedUrl(detail.detailUrl);
  const embed = `<iframe title="${detail.title.replace(/"/g, '&quot;')}" src="${absoluteUrl(`/modelshow?${embedQuery(detail.modelCode, {})}`)}" width="100%" height="480" frameborder="0" allow="fullscreen" allowfullscreen></iframe>`;
  const copy = (text: string, done: string) =>
    void copyPlainText(text).then((ok) =>
      Toast.show(ok ? { icon: 'success', content: done } : { content: '复制失败，请长按手动复制' }),
    );
  return (
    <Sheet open={open} onClose={onClose}>
      <div className={styles.popupBody}>
        <div className={styles.popupHead}>分享模型</div>
        <p style={{ margin: '6px 0', fontSize: 13, color: '#5f6b7d' }}>模型链接</p>
        <div className={styles.linkBox}>{link}</div>
        <Button block color="primary" onClick={() => copy(link, '链接已复制，快去分享吧')}>
          复制链接
        </Button>
        <p style={{ margin: '16px 0 6px', fontSize: 13, color: '#5f6b7d' }}>嵌入代码（粘贴到网页中即可展示 3D 模型）</p>
        <div className={styles.linkBox} style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {embed}
        </div>
        <Button block onClick={() => copy(embed, '嵌入代码已复制')}>
          复制嵌入代码
        </Button>
      </div>
    </Sheet>
  );
}

function DownloadPopup({
  detail,
  unlock,
  open,
  onClose,
}: {
  detail: ModelDetail;
  unlock: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { check, notBought } = useDownloadCheck(detail.modelCode, unlock, open);
  return (
    <Sheet open={open} onClose={onClose}>
      <div className={styles.popupBody}>
        <div className={styles.popupHead}>下载模型</div>
        {check.isPending ? (
          <SheetLoading />
        ) : notBought ? (
          <>
            <ErrorBlock status="default" title={purchaseText(detail).title} description={purchaseText(detail).description} />
            <div className={styles.quoteRow}>
              <Link to={buyPath(detail) ?? quotePath(detail.authorInfo, detail)} className={styles.quoteMain}>
                {buyPath(detail) ? '立即购买' : '向作者询价'}
              </Link>
              <Link to="/contactUs" className={styles.quoteOther}>
                联系客服
              </Link>
            </div>
          </>
        ) : check.isError ? (
          <ErrorBlock status="default" title="暂时无法下载" description={errorText(check.error)} />
        ) : (
          (check.data?.formats ?? []).map((f) => (
            <div key={f.format} className={styles.formatRow}>
              <div>
                <div style={{ fontSize: 14 }}>{f.label}</div>
                <div style={{ fontSize: 12, color: '#5f6b7d' }}>{f.size ? formatBytes(f.size) : '首次下载时转换'}</div>
              </div>
              <a href={f.url} download>
                下载
              </a>
            </div>
          ))
        )}
      </div>
    </Sheet>
  );
}

function Detail({ detail, unlock, setUnlock }: { detail: ModelDetail; unlock: string | null; setUnlock: (t: string) => void }) {
  const actions = useModelActions(detail);
  const preview = useComments(detail.modelCode, 1, 3);
  const [sheet, setSheet] = useState<'comments' | 'compose' | 'share' | 'download' | null>(null);
  const close = () => setSheet(null);
  const commentsSheet = useOpenedOnce(sheet === 'comments' || sheet === 'compose');
  const shareSheet = useOpenedOnce(sheet === 'share');
  const downloadSheet = useOpenedOnce(sheet === 'download');
  const c = detail.counts;
  const a = detail.authorInfo;
  return (
    <div className={styles.page} style={{ paddingBottom: 0 }}>
      <DetailStage
        detail={detail}
        onUnlocked={setUnlock}
        className={styles.stage}
        coverFit="cover"
        preferLight
        // On a phone the 3D model (and three.js) loads when tapped: no data or battery spent on scrolling past it.
        autostart={false}
      />
      <section className={styles.block} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{detail.title}</h1>
        <div className={styles.priceRow}>
          <span className={detail.free ? `${styles.price} ${styles.free}` : styles.price}>
            {modelPriceText(detail.price, detail.free)}
          </span>
          <span style={{ fontSize: 12, color: '#5f6b7d' }}>
            {detail.type} · {detail.trade}
          </span>
        </div>
        <div className={styles.counts}>
          <span>浏览 {formatCount(c.views)}</span>
          <span>点赞 {formatCount(c.likes)}</span>
          <span>收藏 {formatCount(c.collects)}</span>
          <span>下载 {formatCount(c.downloads)}</span>
        </div>
      </section>
      <section className={styles.block}>
        <div className={styles.author}>
          <div className={styles.avatar}>{a.avatar ? <img src={a.avatar} alt="" /> : a.nickname.slice(0, 1)}</div>
          <div className={styles.authorText}>
            <span className={styles.authorName}>
              <strong>{a.nickname}</strong>
              <CertifiedBadge kind={a.certified} />
            </span>
            <span>
              {a.typeName} · {a.modelCount} 个模型 · {formatCount(a.fansCount)} 粉丝
            </span>
          </div>
          {detail.me.isOwner ? null : (
            <>
              <Button
                size="small"
                color={detail.me.following ? 'default' : 'primary'}
                loading={actions.follow.isPending}
                onClick={() => actions.toggleFollow()}
              >
                {detail.me.following ? '已关注' : '+ 关注'}
              </Button>
              <Link to={quotePath(a, detail)} className={styles.quoteSmall}>
                询价
              </Link>
            </>
          )}
        </div>
        {detail.brand ? <BrandMark brand={detail.brand} className={styles.brandMark} /> : null}
      </section>
      {detail.description ? (
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>模型介绍</h2>
          <p className={styles.description}>{detail.description}</p>
        </section>
      ) : null}
      <section className={styles.block}>
        <h2 className={styles.blockTitle}>模型信息</h2>
        <FactList className={styles.facts} rows={statRows(detail)} />
      </section>
      <section className={styles.block}>
        <h2 className={styles.blockTitle}>
          评论 {c.comments}
          <button type="button" onClick={() => setSheet('comments')}>
            {c.comments > 0 ? '查看全部' : '写评论'}
          </button>
        </h2>
        {preview.isPending ? (
          <DotLoading color="primary" />
        ) : preview.data?.list.length ? (
          preview.data.list.map((item) => <CommentLine key={item.id} item={item} />)
        ) : (
          <p style={{ margin: 0, color: '#5f6b7d', fontSize: 13 }}>还没有评论，来说第一句吧</p>
        )}
      </section>
      <div className={styles.bottomSpacer} />
      <div className={styles.actionBar}>
        <button
          type="button"
          className={detail.me.liked ? `${styles.actionItem} ${styles.actionItemOn}` : styles.actionItem}
          aria-pressed={detail.me.liked}
          onClick={actions.toggleLike}
        >
          <HeartIcon on={detail.me.liked} />
          {detail.me.liked ? '已赞' : '点赞'}
        </button>
        <button
          type="button"
          className={detail.me.collected ? `${styles.actionItem} ${styles.actionItemOn}` : styles.actionItem}
          aria-pressed={detail.me.collected}
          onClick={() =>
            actions.toggleCollect((r) => Toast.show({ icon: 'success', content: r.collected ? '已收藏' : '已取消收藏' }))
          }
        >
          <StarIcon on={detail.me.collected} />
          {detail.me.collected ? '已收藏' : '收藏'}
        </button>
        <button type="button" className={styles.actionItem} onClick={() => setSheet('compose')}>
          <CommentIcon />
          评论
        </button>
        <button type="button" className={styles.actionItem} onClick={() => setSheet('share')}>
          <ShareIcon />
          分享
        </button>
        <Button className={styles.actionMain} color="primary" onClick={() => requireLogin(() => setSheet('download'))}>
          {downloadLabel(detail)}
        </Button>
      </div>
      {commentsSheet.mounted ? (
        <MobileComments
          modelCode={detail.modelCode}
          open={commentsSheet.visible}
          composeFirst={sheet === 'compose'}
          onClose={close}
          total={c.comments}
        />
      ) : null}
      {shareSheet.mounted ? <SharePopup detail={detail} open={shareSheet.visible} onClose={close} /> : null}
      {downloadSheet.mounted ? (
        <DownloadPopup detail={detail} unlock={unlock} open={downloadSheet.visible} onClose={close} />
      ) : null}
    </div>
  );
}

export default function MobileModelDetailPage() {
  const navigate = useNavigate();
  const { modelCode, unlock, setUnlock, query } = useModelPage();
  useBootPreviewDone(!query.isPending);
  // The top bar says 模型详情 (the route's title) while loading, then the model's own title.
  useSetTopBarTitle(query.data?.title);
  if (!modelCode || (query.isError && isNotFound(query.error))) {
    return (
      <ErrorBlock status="empty" title="模型不存在或已下架" description="这个模型可能已被作者删除或设为私有" fullPage>
        <Button color="primary" onClick={() => void navigate('/good')}>
          去模型库看看
        </Button>
      </ErrorBlock>
    );
  }
  if (query.isPending) {
    return (
      <div style={{ textAlign: 'center', padding: '30vh 0' }}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorBlock status="default" title="加载失败" description={errorText(query.error)} fullPage>
        <Button color="primary" onClick={() => void query.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  return <Detail detail={query.data} unlock={unlock} setUnlock={setUnlock} />;
}
