/** /modelshow2?modelCode=: the full-window viewer with an information bar (title, author, counts, link). */
import { formatCount } from '@moxing/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useFormFactor } from '../../../lib/formFactor';
import { ModelStage } from '../../../three/ModelStage';
import { parseEmbedOptions } from '../../../three/settings';
import { isNotFound, useModelCode, useUnlockToken } from '../detailLogic';
import { ShowMessage, useShowDetail, useTransparentDocument } from './ModelShowPage';
import { PasswordPrompt } from './PasswordPrompt';
import styles from './show.module.css';

export default function ModelShow2Page() {
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
    return <ShowMessage>{isNotFound(query.error) ? '模型不存在或已下架' : '模型加载失败，请稍后刷新重试'}</ShowMessage>;
  }
  return (
    <div className={styles.show2}>
      <div className={styles.show2Stage}>
        <ModelStage
          className={styles.stageFill}
          title={detail.title}
          web={detail.files.web}
          light={detail.files.light}
          cover={detail.files.cover ?? detail.cover}
          preferLight={phone}
          settings={detail.viewerSettings}
          overrides={{ autoRotate: options.autospin, transparent: options.transparent }}
          dimensionsMm={detail.stats?.bboxMm ?? null}
          watermark={detail.watermark}
          logo={detail.logo}
          autostart={options.autostart}
          ui={options.ui}
          overlay={
            detail.locked ? (
              <PasswordPrompt modelCode={detail.modelCode} title={detail.title} onUnlocked={setUnlock} />
            ) : undefined
          }
        />
      </div>
      <div className={styles.infoBar}>
        <div className={styles.infoMain}>
          <p className={styles.infoTitle}>{detail.title}</p>
          <p className={styles.infoSub}>
            {detail.author.nickname} · 浏览 {formatCount(detail.counts.views)} · 点赞 {formatCount(detail.counts.likes)} · 收藏{' '}
            {formatCount(detail.counts.collects)}
          </p>
        </div>
        <a className={styles.infoButton} href={detail.detailUrl} target="_blank" rel="noopener">
          查看详情
        </a>
      </div>
    </div>
  );
}
