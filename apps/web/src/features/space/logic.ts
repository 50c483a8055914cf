/** Logic shared by the desktop and phone spaces: whose space, recording the visit, the follow button, the poster. */
import type { BannerConfig } from '@moxing/shared';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../lib/errorText';
import { applyHead } from '../../lib/head';
import { sharedUrl } from '../../lib/share';
import { useSearchParams } from 'react-router';
import { session, useSession } from '../../stores/session';
import { useFollow, useRecordVisit } from './api';
import { drawPoster, type PosterInput } from './poster';

export type SpaceSection = 'index' | 'type' | 'fan' | 'follow';

export const SECTIONS: { key: SpaceSection; label: string; path: string }[] = [
  { key: 'index', label: '空间首页', path: '/myspace/index' },
  { key: 'type', label: '作品', path: '/myspace/type' },
  { key: 'fan', label: '粉丝', path: '/myspace/fan' },
  { key: 'follow', label: '关注', path: '/myspace/follow' },
];

/** The space shown: mine (/myspace/*), or /hisspace?userId=… (my own id there shows my space as others see it). */
export function useSpaceOwner(mine: boolean): { userId: number | undefined; invalid: boolean } {
  const [params] = useSearchParams();
  if (mine) return { userId: undefined, invalid: false };
  const id = Number(params.get('userId'));
  return Number.isInteger(id) && id > 0 ? { userId: id, invalid: false } : { userId: undefined, invalid: true };
}

/** A logged-in visitor of someone else's space is recorded once per page (the server keeps one per day). */
export function useVisitRecord(userId: number | undefined) {
  const me = useSession((s) => s.userId);
  const record = useRecordVisit();
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!userId || !me || me === userId || done.current === userId) return;
    done.current = userId;
    record.mutate(userId);
  }, [userId, me, record]);
}

/** Follow or unfollow; a visitor is asked to log in first. */
export function useFollowAction() {
  const follow = useFollow();
  const token = useSession((s) => s.token);
  return {
    pending: follow.isPending,
    toggle: (userId: number, following: boolean) => {
      if (!token) {
        session.openLogin('password');
        return Promise.resolve(false);
      }
      return follow.mutateAsync({ userId, follow: !following }).then(() => true);
    },
  };
}

/** The button's words: 关注, 回关 (they follow me), 已关注, 互相关注. */
export function followLabel(following: boolean, followsMe: boolean): string {
  if (following) return followsMe ? '互相关注' : '已关注';
  return followsMe ? '回关' : '关注';
}

/** The address others open to visit a space (with the sharer's id: sharing counts for the "share" day task). */
export function spaceLink(userId: number): string {
  return sharedUrl(`/hisspace?userId=${userId}`);
}

/** The share dialog: the space's link, and its poster drawn with the QR code shown in `qrBox`; `fail` says why not. */
export function useSharePoster(config: BannerConfig, stats: PosterInput['stats'], fail: (text: string) => void) {
  const qrBox = useRef<HTMLDivElement>(null);
  const [poster, setPoster] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const make = async () => {
    const qr = qrBox.current?.querySelector('canvas');
    if (!qr) return;
    setDrawing(true);
    try {
      setPoster(await drawPoster({ banner: config.image, nickname: config.nickname, intro: config.intro, stats, qr }));
    } catch (e) {
      fail(errorText(e));
    } finally {
      setDrawing(false);
    }
  };
  return { link: spaceLink(config.userId), qrBox, poster, drawing, make, back: () => setPoster(null) };
}

/** "1.2w" for big counts. */
export function countText(n: number): string {
  return n >= 10_000 ? `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}w` : String(n);
}

/** Someone else's space is titled with their name (tabs, bookmarks, link previews of the page). */
export function useSpaceHead(config: { nickname: string; intro: string } | undefined, mine: boolean) {
  useEffect(() => {
    if (mine || !config) return;
    applyHead({
      title: `${config.nickname}的空间`,
      description: config.intro.slice(0, 150) || `${config.nickname}在模型星球的作品、粉丝与关注`,
    });
  }, [config, mine]);
}
