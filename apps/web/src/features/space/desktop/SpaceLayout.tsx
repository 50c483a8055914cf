/** A desktop personal space: the banner header with counts and actions, the guided tour, and one section. */
import { EditOutlined, ShareAltOutlined, UserOutlined } from '@ant-design/icons';
import type { BannerConfig } from '@moxing/shared';
import { App, Avatar, Button, Card, Result, Space, Tabs, Tag, Tour } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { useBannerConfig, useSpaceCounts, useTourDone, useUserCard } from '../api';
import {
  SECTIONS,
  countText,
  followLabel,
  useFollowAction,
  useSpaceHead,
  useSpaceOwner,
  useVisitRecord,
  type SpaceSection,
} from '../logic';
import { CertifiedBadge } from '../../../components/CertifiedBadge';
import { DecorateDialog, ShareDialog } from './SpaceDialogs';
import { People, Visitors, Works } from './spaceParts';
import styles from '../space.module.css';

function FollowButton({ userId }: { userId: number }) {
  const card = useUserCard(userId);
  const action = useFollowAction();
  const { message } = App.useApp();
  const following = card.data?.following ?? false;
  return (
    <Button
      type={following ? 'default' : 'primary'}
      size="large"
      loading={action.pending || card.isPending}
      onClick={() =>
        void action.toggle(userId, following).then(
          (done) => (done ? void message.success(following ? '已取消关注' : '关注成功') : undefined),
          (e: unknown) => void message.error(errorText(e)),
        )
      }
    >
      {followLabel(following, card.data?.followsMe ?? false)}
    </Button>
  );
}

function SpaceSections({ config, section, mine }: { config: BannerConfig; section: SpaceSection; mine: boolean }) {
  const navigate = useNavigate();
  const [hisTab, setHisTab] = useState<SpaceSection>('type');
  const userId = mine ? undefined : config.userId;
  const active = mine ? section : hisTab;
  const tabs = SECTIONS.filter((s) => mine || s.key !== 'index');
  const body =
    active === 'index' ? (
      <div className={styles.indexGrid}>
        <Card title="最新作品" className={styles.card} extra={<Link to="/myspace/type">全部作品</Link>}>
          <Works mine pageSize={8} />
        </Card>
        <Visitors />
      </div>
    ) : active === 'type' ? (
      <Works userId={userId} mine={mine} />
    ) : (
      <People userId={userId} kind={active === 'fan' ? 'fans' : 'follows'} mine={mine} />
    );
  return (
    <Card className={styles.card}>
      <Tabs
        activeKey={active}
        onChange={(key) => {
          const s = SECTIONS.find((x) => x.key === key);
          if (!s) return;
          if (mine) void navigate(s.path);
          else setHisTab(s.key);
        }}
        items={tabs.map((s) => ({ key: s.key, label: mine || s.key !== 'type' ? s.label : 'TA 的作品' }))}
      />
      {body}
    </Card>
  );
}

export function SpaceLayout({ section, mine }: { section: SpaceSection; mine: boolean }) {
  const owner = useSpaceOwner(mine);
  const config = useBannerConfig(owner.userId);
  const counts = useSpaceCounts(owner.userId);
  const tourDone = useTourDone();
  const [decorating, setDecorating] = useState(false);
  const [sharing, setSharing] = useState(false);
  const decorateRef = useRef<HTMLButtonElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  const countsRef = useRef<HTMLDivElement>(null);
  useVisitRecord(mine ? undefined : owner.userId);
  useSpaceHead(config.data, mine);

  if (owner.invalid) {
    return <Result status="404" title="找不到这个空间" subTitle="链接缺少用户编号，请从用户头像或分享链接进入" />;
  }
  if (config.isPending) return <PageLoading tip="正在打开空间…" />;
  if (config.isError) {
    return (
      <div className={styles.page}>
        <PageError error={config.error} onRetry={() => void config.refetch()} />
      </div>
    );
  }
  const c = config.data;
  const isMe = mine || c.isMe;
  const stats = [
    { label: '作品', value: countText(counts.data?.models ?? 0) },
    { label: '浏览', value: countText(counts.data?.views ?? 0) },
    { label: '粉丝', value: countText(counts.data?.fans ?? 0) },
    { label: '关注', value: countText(counts.data?.follows ?? 0) },
    { label: '获赞', value: countText(counts.data?.likes ?? 0) },
    { label: '访客', value: countText(counts.data?.visitors ?? 0) },
  ];
  return (
    <div className={styles.page}>
      <section className={styles.hero} style={{ backgroundImage: `url("${c.image}")` }} data-banner={c.image}>
        <div className={styles.heroShade} />
        <div className={styles.heroInner}>
          <Avatar size={96} src={c.avatar || undefined} icon={<UserOutlined />} className={styles.avatar} />
          <div className={styles.who}>
            <h1>
              {c.nickname} <Tag color="blue">{c.typeName}</Tag>
              <CertifiedBadge kind={c.certified} />
            </h1>
            <p className={styles.intro}>
              {c.intro || (isMe ? '还没有简介，点“装扮空间”写一句介绍自己' : '这个人很神秘，还没有写简介')}
            </p>
            <div className={styles.stats} ref={countsRef} aria-label="空间统计">
              {counts.isError ? (
                <span>统计加载失败</span>
              ) : (
                stats.map((s) => (
                  <div key={s.label}>
                    <strong>{s.value}</strong>
                    <span>{s.label}</span>
                  </div>
                ))
              )}
            </div>
          </div>
          <Space className={styles.actions}>
            {isMe ? (
              <Button size="large" icon={<EditOutlined />} ref={decorateRef} onClick={() => setDecorating(true)} disabled={!mine}>
                装扮空间
              </Button>
            ) : (
              <FollowButton userId={c.userId} />
            )}
            <Button size="large" icon={<ShareAltOutlined />} ref={shareRef} onClick={() => setSharing(true)}>
              分享
            </Button>
          </Space>
        </div>
      </section>
      <div className={styles.body}>
        <SpaceSections config={c} section={section} mine={mine} />
      </div>
      {mine ? <DecorateDialog open={decorating} config={c} onClose={() => setDecorating(false)} /> : null}
      <ShareDialog open={sharing} config={c} stats={stats.slice(0, 3)} onClose={() => setSharing(false)} />
      {mine ? (
        <Tour
          open={!c.tourDone && !tourDone.isPending}
          onClose={() => tourDone.mutate()}
          onFinish={() => tourDone.mutate()}
          steps={[
            {
              title: '布置你的空间',
              description: '选一张横幅或上传自己的图片，再写一句简介，让访客一眼认识你。',
              target: () => decorateRef.current!,
              nextButtonProps: { children: '下一步' },
            },
            {
              title: '空间数据',
              description: '作品、浏览、粉丝和访客都在这里，有人关注你时会收到消息提醒。',
              target: () => countsRef.current!,
              prevButtonProps: { children: '上一步' },
              nextButtonProps: { children: '下一步' },
            },
            {
              title: '分享出去',
              description: '复制链接、扫码或生成海报，把空间分享到微信和朋友圈。',
              target: () => shareRef.current!,
              prevButtonProps: { children: '上一步' },
              nextButtonProps: { children: '开始使用' },
            },
          ]}
        />
      ) : null}
    </div>
  );
}
