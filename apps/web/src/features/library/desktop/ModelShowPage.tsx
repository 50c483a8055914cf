/**
 * /modelshow?modelCode=: the model alone in the window; also what the embed code's iframe opens. In an iframe
 * every opening counts as an embed view (embed/view, with the embedding page's address); the options come from
 * the address: autostart, autospin, transparent, ui (see three/settings.ts). No UI library here.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useEmbedDetail, useModelDetail } from '../hooks';
import { useFormFactor } from '../../../lib/formFactor';
import { ModelStage } from '../../../three/ModelStage';
import { parseEmbedOptions } from '../../../three/settings';
import { isNotFound, useModelCode, useUnlockToken } from '../detailLogic';
import { PasswordPrompt } from './PasswordPrompt';
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

export default function ModelShowPage() {
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

  if (!modelCode) return <ShowMessage>链接中缺少模型编号</ShowMessage>;
  if (query.isPending) return <ShowMessage busy>正在打开模型…</ShowMessage>;
  if (query.isError || !detail) {
    return (
      <ShowMessage>
        {isNotFound(query.error) ? '模型不存在或已下架' : '模型加载失败，请稍后刷新重试'}
        <a href="/good" target="_blank" rel="noopener">
          去模型星球看看其他模型
        </a>
      </ShowMessage>
    );
  }
  return (
    <div className={styles.full} style={options.transparent ? { background: 'transparent' } : undefined}>
      <ModelStage
        className={styles.stageFill}
        title={detail.title}
        web={detail.files.web}
        light={detail.files.light}
        cover={options.transparent ? null : (detail.files.cover ?? detail.cover)}
        preferLight={phone}
        settings={detail.viewerSettings}
        overrides={{ autoRotate: options.autospin, transparent: options.transparent }}
        dimensionsMm={detail.stats?.bboxMm ?? null}
        watermark={detail.watermark}
        logo={detail.logo}
        autostart={options.autostart}
        ui={options.ui}
        overlay={
          detail.locked ? <PasswordPrompt modelCode={detail.modelCode} title={detail.title} onUnlocked={setUnlock} /> : undefined
        }
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
