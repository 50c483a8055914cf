/**
 * Delivered 3D models, for the desktop and phone delivery lists alike (no UI library here): the server turns
 * each delivered model into a private model for online preview; while it is processed the demand is re-read.
 */
import type { DeliveryFile, ModelProgress, DemandDetail } from '@moxing/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { needKeys } from '../../../api/needs';
import { useSession } from '../../../stores/session';
import { ModelStage } from '../../../three/ModelStage';

const POLL_MS = 3000;

export const isProcessing = (m: ModelProgress) => m.status === 'queued' || m.status === 'processing';

/** The line shown beside a delivered model that is not ready: progress while processing, the reason once failed. */
export function modelStateText(m: ModelProgress): string | null {
  if (isProcessing(m)) return `处理中… ${m.percent}% · ${m.stageLabel}`;
  if (m.status === 'failed') return `处理失败：${m.reason ?? '模型无法处理，请检查文件后重新交付'}`;
  return null;
}

/** Re-reads the demand every few seconds while one of its delivered models is still being processed. */
export function useRefreshWhileProcessing(need: DemandDetail): void {
  const client = useQueryClient();
  const processing = need.deliveries.some((d) => d.files.some((f) => f.model !== null && isProcessing(f.model)));
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: needKeys.detail(need.code) }), POLL_MS);
    return () => clearInterval(timer);
  }, [client, need.code, processing]);
}

/**
 * The viewer on a delivered model. Its files are private to the demand's two sides: the loader sends the
 * login token (the cover image rides on the login cookie).
 */
export function DeliveredModelStage({ file, phone, className }: { file: DeliveryFile; phone: boolean; className?: string }) {
  const token = useSession((s) => s.token);
  const model = file.model;
  if (!model) return null;
  return (
    <ModelStage
      className={className}
      title={file.name}
      web={model.web}
      light={model.light}
      cover={model.cover}
      preferLight={phone}
      headers={token ? { token } : undefined}
      watermark={null}
    />
  );
}
