/** The 3D viewer of one model, desktop and phone: its files, settings and branding; a locked model asks for its password over it. */
import type { ModelDetail } from '@moxing/shared';
import { ModelStage, type ModelStageProps } from '../../three/ModelStage';
import { PasswordPrompt } from './desktop/PasswordPrompt';

export function DetailStage({
  detail,
  onUnlocked,
  ...stage
}: { detail: ModelDetail; onUnlocked: (token: string) => void } & Partial<ModelStageProps>) {
  return (
    <ModelStage
      title={detail.title}
      web={detail.files.web}
      light={detail.files.light}
      cover={detail.files.cover ?? detail.cover}
      settings={detail.viewerSettings}
      dimensionsMm={detail.stats?.bboxMm ?? null}
      watermark={detail.watermark}
      logo={detail.logo}
      overlay={
        detail.locked ? <PasswordPrompt modelCode={detail.modelCode} title={detail.title} onUnlocked={onUnlocked} /> : undefined
      }
      {...stage}
    />
  );
}
