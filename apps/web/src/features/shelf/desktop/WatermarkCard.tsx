/**
 * The watermark over my models' viewer and embeds (package role SY2, 去除水印): without the package the platform's
 * mark shows and the choice is disabled, with the reason and the package that unlocks it; with it, off, my name or
 * the platform's mark.
 */
import { WATERMARK_MODES, WATERMARK_MODE_LABELS, type WatermarkMode } from '@moxing/shared';
import { App, Radio, Skeleton } from 'antd';
import { Link } from 'react-router';
import { PageError, errorText } from '../../../components/states';
import { gateView, useFeature } from '../../membership';
import { useMyWatermark, useSaveWatermark } from '../brandingHooks';
import shared from './mymodel.module.css';

export function WatermarkCard() {
  const { message } = App.useApp();
  const mine = useMyWatermark();
  const save = useSaveWatermark();
  const gate = gateView(useFeature('watermark'));
  let body;
  if (mine.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (mine.isError) body = <PageError error={mine.error} onRetry={() => void mine.refetch()} />;
  else {
    const { allowed, mode, shown } = mine.data;
    body = (
      <>
        <p className={shared.muted}>
          访客现在看到：{shown.show ? `“${shown.text}”水印` : '没有水印'}
          {allowed ? '' : '（未开通“去除水印”，显示平台水印）'}
        </p>
        <Radio.Group
          aria-label="模型水印"
          value={allowed ? mode : 'platform'}
          disabled={!allowed || save.isPending}
          optionType="button"
          options={WATERMARK_MODES.map((m) => ({ value: m, label: WATERMARK_MODE_LABELS[m] }))}
          onChange={(e) =>
            save.mutate(e.target.value as WatermarkMode, {
              onSuccess: () => void message.success('水印设置已保存，你的模型查看器和嵌入页随之更新'),
              onError: (err) => void message.error(errorText(err)),
            })
          }
        />
        {!allowed && gate.disabled ? (
          <p className={shared.muted} data-gated="watermark">
            {gate.reason}
            {gate.link ? (
              <>
                {' '}
                <Link to={gate.link}>升级套餐</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section className={shared.card} aria-labelledby="watermark-title">
      <h2 id="watermark-title" className={shared.cardTitle}>
        模型水印
      </h2>
      {body}
    </section>
  );
}
