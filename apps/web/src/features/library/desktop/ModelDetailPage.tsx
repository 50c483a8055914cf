/** /modelinfo/:modelCode and /modeldetail?code=: the model page with the 3D viewer, facts, author and comments. */
import {
  CodeOutlined,
  DownloadOutlined,
  EditOutlined,
  HeartFilled,
  HeartOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import type { ModelDetail } from '@moxing/shared';
import { formatCount, modelPriceText } from '@moxing/shared';
import { App, Avatar, Breadcrumb, Button, Result, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { useFormFactor } from '../../../lib/formFactor';
import { Comments } from './Comments';
import { downloadLabel, isNotFound, requireLogin, statRows } from '../detailLogic';
import { quotePath } from '../../demand';
import { DetailStage } from '../DetailStage';
import { FactList } from '../FactList';
import { useModelActions, useModelPage } from '../modelPage';
import { DownloadDialog } from './DownloadDialog';
import { BrandMark } from '../../../components/BrandMark';
import { CertifiedBadge } from '../../../components/CertifiedBadge';
import { EmbedDialog } from '../../../components/EmbedDialog';
import { ShareDialog } from './ShareDialog';
import styles from './model.module.css';

export function ModelNotFound() {
  return (
    <Result
      status="404"
      title="模型不存在或已下架"
      subTitle="这个模型可能已被作者删除、设为私有，或者链接有误。"
      extra={
        <Link to="/good">
          <Button type="primary">去模型库看看</Button>
        </Link>
      }
    />
  );
}

function AuthorCard({ detail }: { detail: ModelDetail }) {
  const a = detail.authorInfo;
  const { follow, toggleFollow } = useModelActions(detail);
  const { message } = App.useApp();
  return (
    <section className={styles.card} aria-label="作者">
      <div className={styles.author}>
        <Avatar src={a.avatar ?? undefined} size={48} style={{ background: '#dbe5ff', color: '#1d54e6', flexShrink: 0 }}>
          {a.nickname.slice(0, 1)}
        </Avatar>
        <div className={styles.authorText}>
          <span className={styles.authorName}>
            <strong>{a.nickname}</strong>
            <CertifiedBadge kind={a.certified} />
          </span>
          <span className={styles.muted}>
            {a.typeName} · {a.modelCount} 个模型 · {formatCount(a.fansCount)} 粉丝
          </span>
        </div>
        {detail.me.isOwner ? null : (
          <div className={styles.authorActions}>
            <Button
              type={detail.me.following ? 'default' : 'primary'}
              loading={follow.isPending}
              onClick={() => toggleFollow((r) => void message.success(r.following ? '已关注' : '已取消关注'))}
            >
              {detail.me.following ? '已关注' : '+ 关注'}
            </Button>
            <Link to={quotePath(a, detail)} title="发布一条邀请该作者报价的需求">
              <Button>询价</Button>
            </Link>
          </div>
        )}
      </div>
      {detail.brand ? <BrandMark brand={detail.brand} className={styles.brandMark} /> : null}
    </section>
  );
}

function Actions({ detail, unlock }: { detail: ModelDetail; unlock: string | null }) {
  const { message } = App.useApp();
  const { like, collect, toggleLike, toggleCollect } = useModelActions(detail);
  const [dialog, setDialog] = useState<'share' | 'embed' | 'download' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <div className={styles.actions}>
        <Button
          icon={detail.me.liked ? <HeartFilled style={{ color: '#cf1322' }} /> : <HeartOutlined />}
          loading={like.isPending}
          aria-pressed={detail.me.liked}
          onClick={toggleLike}
        >
          {detail.me.liked ? '已点赞' : '点赞'} {formatCount(detail.counts.likes)}
        </Button>
        <Button
          icon={detail.me.collected ? <StarFilled style={{ color: '#ad6800' }} /> : <StarOutlined />}
          loading={collect.isPending}
          aria-pressed={detail.me.collected}
          onClick={() => toggleCollect((r) => void message.success(r.collected ? '已收藏，可在“我的收藏”中查看' : '已取消收藏'))}
        >
          {detail.me.collected ? '已收藏' : '收藏'} {formatCount(detail.counts.collects)}
        </Button>
        <Button icon={<ShareAltOutlined />} onClick={() => setDialog('share')}>
          分享
        </Button>
        <Button icon={<CodeOutlined />} onClick={() => setDialog('embed')}>
          嵌入
        </Button>
      </div>
      <Button
        type="primary"
        size="large"
        block
        icon={<DownloadOutlined />}
        className={styles.download}
        onClick={() => requireLogin(() => setDialog('download'))}
      >
        {downloadLabel(detail)}
      </Button>
      <ShareDialog open={dialog === 'share'} onClose={close} path={detail.detailUrl} title={detail.title} />
      <EmbedDialog open={dialog === 'embed'} onClose={close} modelCode={detail.modelCode} title={detail.title} />
      <DownloadDialog open={dialog === 'download'} onClose={close} detail={detail} unlock={unlock} />
    </>
  );
}

export default function ModelDetailPage() {
  const { modelCode, unlock, setUnlock, query } = useModelPage();
  const formFactor = useFormFactor();
  const detail = query.data;

  if (!modelCode) return <ModelNotFound />;
  if (query.isPending) return <PageLoading tip="正在打开模型…" />;
  if (query.isError)
    return isNotFound(query.error) ? <ModelNotFound /> : <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (!detail) return <ModelNotFound />;
  const c = detail.counts;

  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/good">模型库</Link> },
          { title: <Link to={`/good?type=${encodeURIComponent(detail.type)}`}>{detail.type}</Link> },
          { title: detail.title },
        ]}
      />
      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <DetailStage detail={detail} onUnlocked={setUnlock} className={styles.viewer} preferLight={formFactor === 'phone'} />
          <p className={styles.hint}>拖动旋转 · 滚轮缩放 · 右键拖动平移 · 手机上单指旋转、双指缩放与平移</p>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>模型介绍</h2>
            {detail.description ? (
              <p className={styles.description}>{detail.description}</p>
            ) : (
              <p className={styles.muted}>作者暂未填写介绍。</p>
            )}
            {detail.tags.length ? (
              <div className={styles.tags}>
                {detail.tags.map((t) => (
                  <Link key={t} to={`/search?keyword=${encodeURIComponent(t)}`}>
                    <Tag>{t}</Tag>
                  </Link>
                ))}
              </div>
            ) : null}
          </section>
          <Comments modelCode={detail.modelCode} total={c.comments} />
        </div>
        <aside className={styles.detailSide}>
          <section className={styles.card}>
            <h1 className={styles.detailTitle}>{detail.title}</h1>
            <div className={styles.priceLine}>
              <span className={detail.free ? `${styles.bigPrice} ${styles.freePrice}` : styles.bigPrice}>
                {modelPriceText(detail.price, detail.free)}
              </span>
              {detail.passwordProtected ? <Tag color="blue">密码访问</Tag> : null}
              {detail.visibility === 'private' ? <Tag>仅自己可见</Tag> : null}
            </div>
            <dl className={styles.counts}>
              <div>
                <dt>浏览</dt>
                <dd>{formatCount(c.views)}</dd>
              </div>
              <div>
                <dt>点赞</dt>
                <dd>{formatCount(c.likes)}</dd>
              </div>
              <div>
                <dt>收藏</dt>
                <dd>{formatCount(c.collects)}</dd>
              </div>
              <div>
                <dt>嵌入</dt>
                <dd>{formatCount(c.embeds)}</dd>
              </div>
              <div>
                <dt>下载</dt>
                <dd>{formatCount(c.downloads)}</dd>
              </div>
            </dl>
            <Actions detail={detail} unlock={unlock} />
            {detail.me.isOwner ? (
              <Tooltip title="设置初始视角、背景、光照，以及名称、价格与访问密码">
                <Link to={`/modelEditInfo?modelCode=${encodeURIComponent(detail.modelCode)}`}>
                  <Button block icon={<EditOutlined />} style={{ marginTop: 10 }}>
                    编辑模型与查看器设置
                  </Button>
                </Link>
              </Tooltip>
            ) : null}
          </section>
          <AuthorCard detail={detail} />
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>模型信息</h2>
            <FactList className={styles.facts} rows={statRows(detail)} />
          </section>
        </aside>
      </div>
    </div>
  );
}
