import {
  MODEL_STAGE_LABELS,
  MODEL_STAGE_PERCENT,
  MODEL_STATUS_LABELS,
  type ModelRecord,
  type ModelStage,
  type ModelStatus,
} from '@moxing/shared';
import type { ModelRow } from '../../db/schema.js';
import { ARTEFACTS, artefactUrl, parseStats, type ArtefactName } from './files.js';

export function stageOf(row: ModelRow): ModelStage {
  if (row.status === 'ready') return 'ready';
  if (row.status === 'failed') return 'failed';
  if (row.status === 'queued') return 'queued';
  return (row.stage as ModelStage | null) ?? 'detect';
}

/** Status, stage and failure reason as the progress displays show them. */
export function stateOf(row: ModelRow) {
  const stage = stageOf(row);
  const status = row.status as ModelStatus;
  return {
    modelCode: row.model_code,
    status,
    statusLabel: MODEL_STATUS_LABELS[status] ?? row.status,
    stage,
    stageLabel: MODEL_STAGE_LABELS[stage],
    percent: MODEL_STAGE_PERCENT[stage],
    reason: row.failure_reason,
  };
}

/** The address of one of the row's artefacts. */
export const fileUrl = (row: ModelRow, name: ArtefactName) => artefactUrl(row.model_code, name, row[ARTEFACTS[name].column]);

export function presentModel(row: ModelRow, viewerIsOwner: boolean): ModelRecord {
  return {
    modelCode: row.model_code,
    title: row.title,
    description: row.description,
    type: row.type,
    trade: row.trade,
    price: row.price,
    freeDownload: row.free_download === 1,
    status: row.status as ModelStatus,
    statusLabel: MODEL_STATUS_LABELS[row.status as ModelStatus] ?? row.status,
    failureReason: row.failure_reason,
    timestamps: {
      queuedAt: row.queued_at,
      convertingAt: row.converting_at,
      optimizingAt: row.optimizing_at,
      renderingAt: row.rendering_at,
      readyAt: row.ready_at,
      failedAt: row.failed_at,
    },
    files: {
      web: fileUrl(row, 'web.glb'),
      light: fileUrl(row, 'light.glb'),
      cover: fileUrl(row, 'cover.webp'),
      thumb: fileUrl(row, 'thumb.webp'),
      list: fileUrl(row, 'list.webp'),
      original: viewerIsOwner ? fileUrl(row, 'original') : null,
    },
    originalName: row.original_name,
    stats: parseStats(row.stats),
    createdAt: row.created_at,
  };
}
