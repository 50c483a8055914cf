/**
 * /modelshow?modelCode=: the model alone in the window; also what the embed code's iframe opens. In an iframe
 * every opening counts as an embed view (embed/view, with the embedding page's address); the options come from
 * the address: autostart, autospin, transparent, ui (see three/settings.ts). No UI library here.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ModelDetail } from '@moxing/shared';
import { useEmbedDetail, useModelDetail } from '../hooks';
import { useFormFactor } from '../../../lib/formFactor';
import { parseEmbedOptions } from '../../../three/settings';
import { isNotFound, useModelCode, useUnlockToken } from '../detailLogic';
import { DetailStage } from '../DetailStage';
import styles from './show.module.css';

export function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent
  }
}

/** The embed wants a see-through page: the document itself must not paint a background. */
export function useTransparentDocument(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const html = document.documentElement;
    const previous = [html.style.background, document.body.style.background];
    html.style.background = 'transparent';
    document.body.style.background = 'transparent';
    return () => {
      html.style.background = previous[0] ?? '';
      document.body.style.background = previous[1] ?? '';
    };
  }, [on]);
}

export function ShowMessage({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <div className={styles.message} role={busy ? 'status' : 'alert'}>
      {busy ? <div className={styles.spinner} /> : null}
      {children}
    </div>
  );
}

/** Detail for the full-window pages: counted as an embed view inside an iframe, as a page view otherwise. */
export function useShowDetail(modelCode: string | undefined, unlock: string | null) {
  const embedded = inIframe();
  const asEmbed = useEmbedDetail(embedded ? modelCode : undefined, unlock);
  const asPage = useModelDetail(embedded ? undefined : modelCode, unlock);
  return embedded ? asEmbed : asPage;
}

/**
 * What the page shows instead of the model while it is missing, loading or refused (null once it is there);
 * `failed` is the text of a refusal other than "not found", `extra` what follows the text.
 */
export function showFallback(
  modelCode: string | undefined,
  query: UseQueryResult<ModelDetail>,
  failed: string,
  extra?: React.ReactNode,
): React.ReactNode {
  if (!modelCode) return <ShowMessage>链接中缺少模型编号</ShowMessage>;
  if (query.isPending) return <ShowMessage busy>正在打开模型…</ShowMessage>;
  if (query.isError || !query.data) {
    return (
      <ShowMessage>
        {isNotFound(query.error) ? '模型不存在或已下架' : failed}
        {extra}
      </ShowMessage>
    );
  }
  return null;
}

/** The full-window pages (/modelshow, /modelshow2): the model, the address's embed options and the page's title. */
export function useShowPage() {
  const modelCode = useModelCode();
  const location = useLocation();
  const options = parseEmbedOptions(location.search);
  const [unlock, setUnlock] = useUnlockToken(modelCode);
  const query = useShowDetail(modelCode, unlock);
  const phone = useFormFactor() === 'phone';
  useTransparentDocument(options.transparent);
  const detail = query.data;
  useEffect(() => {
    if (detail) document.title = `${detail.title} - 模型星球 3D 展示`;
  }, [detail]);
  return { modelCode, options, setUnlock, query, phone };
}

export default function ModelShowPage() {
  const { modelCode, options, setUnlock, query, phone } = useShowPage();
  const detail = query.data;
  const fallback = showFallback(
    modelCode,
    query,
    '模型加载失败，请稍后刷新重试',
    <a href="/good" target="_blank" rel="noopener">
      去模型星球看看其他模型
    </a>,
  );
  if (fallback || !detail) return fallback;
  return (
    <div className={styles.full} style={options.transparent ? { background: 'transparent' } : undefined}>
      <DetailStage
        detail={detail}
        onUnlocked={setUnlock}
        className={styles.stageFill}
        cover={options.transparent ? null : (detail.files.cover ?? detail.cover)}
        preferLight={phone}
        overrides={{ autoRotate: options.autospin, transparent: options.transparent }}
        autostart={options.autostart}
        ui={options.ui}
      />
      {options.ui ? (
        <div className={styles.titleBar}>
          <span className={styles.titleText} title={detail.title}>
            {detail.title}
          </span>
          <a className={styles.brand} href={detail.detailUrl} target="_blank" rel="noopener">
            在模型星球查看
          </a>
        </div>
      ) : null}
    </div>
  );
}
