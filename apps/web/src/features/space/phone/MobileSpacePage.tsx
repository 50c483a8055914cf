/** The phone personal space: banner header, counts, actions, and the works, fans, follows and visitors. */
import type { BannerConfig } from '@moxing/shared';
import { Avatar, Badge, Button, DotLoading, ErrorBlock, InfiniteScroll, List, Tabs, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ModelCard } from '../../../components/ModelCard';
import { useBootPreviewDone } from '../../../lib/bootPreview';
import { errorText } from '../../../lib/errorText';
import { useSetTopBarTitle } from '../../../stores/topBarTitle';
import { useUnread } from '../../message';
import {
  useBannerConfig,
  usePeople,
  useSpaceCounts,
  useTourDone,
  useUserCard,
  useVisitorPanel,
  useVisitors,
  useWorkPages,
} from '../api';
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
import { timeText } from '../time';
import { DecoratePopup, SharePopup, showTour } from './MobileDialogs';
import styles from '../space.module.css';

function Loading() {
  return (
    <div className={styles.mCenter}>
      <DotLoading color="primary" />
      <span>正在加载</span>
    </div>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorBlock status="default" title="加载失败" description={errorText(error)}>
      <Button color="primary" onClick={retry}>
        重试
      </Button>
    </ErrorBlock>
  );
}

function MobileWorks({ userId, mine }: { userId?: number; mine: boolean }) {
  const [type, setType] = useState('');
  const works = useWorkPages({ userId, type: type || undefined, pageSize: 20 });
  if (works.isPending) return <Loading />;
  if (works.isError) return <Failed error={works.error} retry={() => void works.refetch()} />;
  const first = works.data.pages[0]!;
  if (first.total === 0 && !type) {
    return <ErrorBlock status="empty" title={mine ? '还没有公开的作品' : 'TA 还没有公开的作品'} description="" />;
  }
  return (
    <>
      {first.types.length > 1 ? (
        <Tabs activeKey={type} onChange={setType}>
          <Tabs.Tab key="" title="全部" />
          {first.types.map((t) => (
            <Tabs.Tab key={t.name} title={`${t.name} ${t.count}`} />
          ))}
        </Tabs>
      ) : null}
      <div className={`${styles.mSection} ${styles.mGrid}`}>
        {works.data.pages
          .flatMap((p) => p.list)
          .map((m) => (
            <ModelCard key={m.modelCode} model={m} compact />
          ))}
      </div>
      <InfiniteScroll
        loadMore={async () => void (await works.fetchNextPage({ throwOnError: true }))}
        hasMore={Boolean(works.hasNextPage)}
      >
        {works.isFetchingNextPage ? (
          <span>
            加载中 <DotLoading />
          </span>
        ) : works.hasNextPage ? (
          <span>上滑加载更多</span>
        ) : (
          <span>没有更多了</span>
        )}
      </InfiniteScroll>
    </>
  );
}

function PersonButton({ id, following, followsMe }: { id: number; following: boolean; followsMe: boolean }) {
  const action = useFollowAction();
  return (
    <Button
      size="mini"
      color={following ? 'default' : 'primary'}
      loading={action.pending}
      onClick={() =>
        void action.toggle(id, following).then(
          (done) => void (done && Toast.show({ content: following ? '已取消关注' : '关注成功' })),
          (e: unknown) => void Toast.show({ icon: 'fail', content: errorText(e) }),
        )
      }
    >
      {followLabel(following, followsMe)}
    </Button>
  );
}

function MobilePeople({ userId, kind, mine }: { userId?: number; kind: 'fans' | 'follows'; mine: boolean }) {
  const people = usePeople({ userId, type: kind, pageNum: 1, pageSize: 50 });
  if (people.isPending) return <Loading />;
  if (people.isError) return <Failed error={people.error} retry={() => void people.refetch()} />;
  if (people.data.total === 0) {
    const who = mine ? '我' : 'TA';
    return <ErrorBlock status="empty" title={kind === 'fans' ? `${who}还没有粉丝` : `${who}还没有关注任何人`} description="" />;
  }
  return (
    <List>
      {people.data.list.map((p) => (
        <List.Item
          key={p.id}
          prefix={<Avatar src={p.avatar ?? ''} style={{ '--size': '40px' }} />}
          description={`${p.modelCount} 个作品 · ${p.fansCount} 位粉丝`}
          extra={<PersonButton id={p.id} following={p.following} followsMe={p.followsMe} />}
        >
          <Link to={`/hisspace?userId=${p.id}`}>{p.nickname}</Link>
        </List.Item>
      ))}
    </List>
  );
}

function MobileVisitors() {
  const panel = useVisitorPanel();
  const visitors = useVisitors({ pageNum: 1, pageSize: 30 });
  return (
    <List
      header={`访客：今日 ${panel.data?.today ?? '-'} · 近 7 日 ${panel.data?.week ?? '-'} · 累计 ${panel.data?.total ?? '-'}`}
    >
      {visitors.isPending ? (
        <List.Item>
          <DotLoading />
        </List.Item>
      ) : visitors.isError ? (
        <List.Item onClick={() => void visitors.refetch()}>加载失败，点击重试</List.Item>
      ) : visitors.data.total === 0 ? (
        <List.Item>还没有人来过，分享空间给朋友看看吧</List.Item>
      ) : (
        visitors.data.list.map((v) => (
          <List.Item
            key={`${v.user.id}-${v.visitedAt}`}
            prefix={<Avatar src={v.user.avatar ?? ''} style={{ '--size': '36px' }} />}
            description={`${timeText(v.visitedAt)} 来访`}
            extra={<PersonButton id={v.user.id} following={v.following} followsMe={false} />}
          >
            <Link to={`/hisspace?userId=${v.user.id}`}>{v.user.nickname}</Link>
          </List.Item>
        ))
      )}
    </List>
  );
}

function Header({
  config,
  mine,
  onDecorate,
  onShare,
}: {
  config: BannerConfig;
  mine: boolean;
  onDecorate: () => void;
  onShare: () => void;
}) {
  const counts = useSpaceCounts(mine ? undefined : config.userId);
  const card = useUserCard(mine ? undefined : config.userId);
  const follow = useFollowAction();
  const unread = useUnread();
  const navigate = useNavigate();
  const following = card.data?.following ?? false;
  const stats = [
    ['作品', counts.data?.models],
    ['浏览', counts.data?.views],
    ['粉丝', counts.data?.fans],
    ['关注', counts.data?.follows],
    ['获赞', counts.data?.likes],
    ['访客', counts.data?.visitors],
  ] as const;
  return (
    <>
      <section className={styles.mHero} style={{ backgroundImage: `url("${config.image}")` }} data-banner={config.image}>
        <div className={styles.heroShade} />
        <div className={styles.mHeroInner}>
          <div className={styles.mAvatar}>{config.avatar ? <img src={config.avatar} alt="" /> : [...config.nickname][0]}</div>
          <div>
            <h1 className={styles.mName}>{config.nickname}</h1>
            <span>{config.typeName}</span> <CertifiedBadge kind={config.certified} />
          </div>
        </div>
        <p className={styles.mIntro}>
          {config.intro || (mine ? '还没有简介，点“装扮空间”写一句' : '这个人很神秘，还没有写简介')}
        </p>
        <div className={styles.mStats} aria-label="空间统计">
          {stats.map(([label, n]) => (
            <div key={label}>
              <strong>{n === undefined ? '-' : countText(n)}</strong>
              <span>{label}</span>
            </div>
          ))}
        </div>
      </section>
      <div className={styles.mActions}>
        {mine ? (
          <>
            <Button color="primary" onClick={onDecorate}>
              装扮空间
            </Button>
            <Badge content={unread.data?.totalCount || null}>
              <Button onClick={() => void navigate('/myaccount/myMsg')} style={{ width: '100%' }}>
                消息
              </Button>
            </Badge>
          </>
        ) : (
          <Button
            color={following ? 'default' : 'primary'}
            loading={follow.pending}
            onClick={() =>
              void follow.toggle(config.userId, following).then(
                (done) => void (done && Toast.show({ content: following ? '已取消关注' : '关注成功' })),
                (e: unknown) => void Toast.show({ icon: 'fail', content: errorText(e) }),
              )
            }
          >
            {followLabel(following, card.data?.followsMe ?? false)}
          </Button>
        )}
        <Button onClick={onShare}>分享</Button>
      </div>
    </>
  );
}

export function MobileSpace({ section, mine }: { section: SpaceSection; mine: boolean }) {
  const owner = useSpaceOwner(mine);
  const config = useBannerConfig(owner.userId);
  const counts = useSpaceCounts(owner.userId);
  const tourDone = useTourDone();
  const navigate = useNavigate();
  const [hisTab, setHisTab] = useState<SpaceSection>('type');
  const [decorating, setDecorating] = useState(false);
  const [sharing, setSharing] = useState(false);
  const toured = useRef(false);
  useVisitRecord(mine ? undefined : owner.userId);
  useSpaceHead(config.data, mine);
  // /hisspace's first screen is drawn by the server (modules/space/pagePreview.ts).
  useBootPreviewDone(owner.invalid || !config.isPending);
  useSetTopBarTitle(!mine && config.data ? `${config.data.nickname}的空间` : undefined);
  const needsTour = mine && config.data !== undefined && !config.data.tourDone;
  useEffect(() => {
    if (!needsTour || toured.current) return;
    toured.current = true;
    showTour(
      () => setDecorating(true),
      () => tourDone.mutate(),
    );
  }, [needsTour, tourDone]);

  if (owner.invalid) return <ErrorBlock status="empty" title="找不到这个空间" description="链接缺少用户编号" />;
  if (config.isPending) return <Loading />;
  if (config.isError) return <Failed error={config.error} retry={() => void config.refetch()} />;
  const c = config.data;
  const active = mine ? section : hisTab;
  const userId = mine ? undefined : c.userId;
  const stats = [
    { label: '作品', value: countText(counts.data?.models ?? 0) },
    { label: '粉丝', value: countText(counts.data?.fans ?? 0) },
    { label: '获赞', value: countText(counts.data?.likes ?? 0) },
  ];
  return (
    <div className={styles.page}>
      <Header config={c} mine={mine} onDecorate={() => setDecorating(true)} onShare={() => setSharing(true)} />
      <Tabs
        activeKey={active}
        onChange={(key) => {
          const s = SECTIONS.find((x) => x.key === key);
          if (!s) return;
          if (mine) void navigate(s.path, { replace: true });
          else setHisTab(s.key);
        }}
      >
        {SECTIONS.filter((s) => mine || s.key !== 'index').map((s) => (
          <Tabs.Tab key={s.key} title={s.key === 'index' ? '访客' : s.label} />
        ))}
      </Tabs>
      {active === 'index' ? (
        <MobileVisitors />
      ) : active === 'type' ? (
        <MobileWorks userId={userId} mine={mine} />
      ) : (
        <MobilePeople userId={userId} kind={active === 'fan' ? 'fans' : 'follows'} mine={mine} />
      )}
      {mine ? <DecoratePopup open={decorating} config={c} onClose={() => setDecorating(false)} /> : null}
      <SharePopup open={sharing} config={c} stats={stats} onClose={() => setSharing(false)} />
    </div>
  );
}
