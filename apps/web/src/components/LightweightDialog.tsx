/**
 * The "lightweight model" dialog (modelextend/compress): the owner re-makes the phone version of a model aiming
 * at a target size, and watches it being made (model/processStatus, light). Used after an upload and from
 * the model pages.
 */
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Modal, Progress, Segmented, Space } from 'antd';
import { useEffect, useState } from 'react';
import { uploadKeys } from '../api/uploads';
import { useCompress, useModelRecord, useProcessStatus } from './upload/hooks';
import { errorText } from '../lib/errorText';
import { formatBytes } from './upload/files';

const MB = 1024 * 1024;
const PRESETS = [1, 2, 5, 10, 20];
export const TARGET_MIN_MB = 0.1;
export const TARGET_MAX_MB = 200;

/** A sensible first target: half of the web version, between 0.1 and 20 MB. */
export function suggestTarget(webBytes: number | undefined): number {
  if (!webBytes) return 5;
  const half = webBytes / MB / 2;
  return Math.min(20, Math.max(TARGET_MIN_MB, Math.round(half * 10) / 10));
}

interface Props {
  modelCode: string;
  open: boolean;
  onClose: () => void;
  title?: string;
}

export function LightweightDialog({ modelCode, open, onClose, title }: Props) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title ?? '生成轻量模型'}
      width={480}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {open ? <DialogBody modelCode={modelCode} onClose={onClose} /> : null}
    </Modal>
  );
}

function DialogBody({ modelCode, onClose }: { modelCode: string; onClose: () => void }) {
  const client = useQueryClient();
  const record = useModelRecord(modelCode);
  const status = useProcessStatus(modelCode);
  const compress = useCompress(modelCode);
  const [target, setTarget] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const stats = record.data?.stats;
  const value = target ?? suggestTarget(stats?.bytes.web);
  const light = status.data?.light;
  const running = light?.status === 'queued' || light?.status === 'processing';
  const finished = submitted && !running && !compress.isPending && (light?.status === 'ready' || light?.status === 'failed');

  // The new light.glb changes the record's sizes: fetch it again once it is made.
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: uploadKeys.record(modelCode) });
  }, [finished, client, modelCode]);

  const notReady = status.data && status.data.status !== 'ready';
  const valid = value >= TARGET_MIN_MB && value <= TARGET_MAX_MB;

  const start = () => {
    if (!valid) return;
    setSubmitted(true);
    compress.mutate(value);
  };

  return (
    <div>
      <p style={{ color: '#4e5969', lineHeight: 1.7, marginTop: 0 }}>
        轻量模型供手机浏览使用：简化网格、贴图缩小到 1024
        像素以内。设定目标大小后，系统会按原始文件重新生成，原模型和网页版不受影响。
      </p>
      {stats ? (
        <div style={{ display: 'flex', gap: 24, marginBottom: 16, fontSize: 14 }}>
          <span>
            网页版：<b>{formatBytes(stats.bytes.web)}</b>
          </span>
          <span>
            当前轻量版：<b>{stats.bytes.light ? formatBytes(stats.bytes.light) : '暂无'}</b>
          </span>
        </div>
      ) : null}
      {stats && stats.bytes.web > 0 && stats.bytes.web < 0.2 * MB ? (
        <Alert
          type="info"
          showIcon
          title={`模型已经很小（${formatBytes(stats.bytes.web)}），手机上也能很快打开，一般不需要再压缩`}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {notReady ? <Alert type="info" showIcon title="模型处理完成后才能生成轻量模型" style={{ marginBottom: 16 }} /> : null}

      {!submitted ? (
        <>
          <div style={{ marginBottom: 8, fontWeight: 500 }}>目标大小</div>
          <Space wrap style={{ marginBottom: 12 }}>
            <InputNumber
              min={TARGET_MIN_MB}
              max={TARGET_MAX_MB}
              step={0.5}
              precision={1}
              value={value}
              onChange={(v) => setTarget(typeof v === 'number' ? v : null)}
              suffix="MB"
              aria-label="目标大小（MB）"
              style={{ width: 140 }}
            />
            <Segmented<number>
              options={PRESETS.map((p) => ({ label: `${p} MB`, value: p }))}
              value={value}
              onChange={(v) => setTarget(v)}
            />
          </Space>
          <div style={{ color: '#5c6370', fontSize: 12, marginBottom: 20 }}>
            可设 {TARGET_MIN_MB}–{TARGET_MAX_MB} MB。目标越小，手机加载越快，细节也会越少；达不到目标时会尽量接近。
          </div>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" onClick={start} disabled={!valid || Boolean(notReady) || running}>
              {running ? '正在生成…' : '开始生成'}
            </Button>
          </div>
        </>
      ) : (
        <Progressing
          pending={compress.isPending}
          error={compress.error}
          light={light}
          newBytes={finished && light?.status === 'ready' ? record.data?.stats?.bytes.light : undefined}
          target={value}
          onAgain={() => {
            compress.reset();
            setSubmitted(false);
          }}
          onClose={onClose}
        />
      )}
    </div>
  );
}

/** After a failure: close, or go back to the settings and try again. */
function AgainActions({ onClose, onAgain }: { onClose: () => void; onAgain: () => void }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
      <Button onClick={onClose}>关闭</Button>
      <Button type="primary" onClick={onAgain}>
        重新设置
      </Button>
    </div>
  );
}

function Progressing(props: {
  pending: boolean;
  error: unknown;
  light: { status: string; targetBytes: number | null; error: string | null } | undefined;
  newBytes: number | undefined;
  target: number;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { pending, error, light, newBytes, target, onAgain, onClose } = props;
  if (error) {
    return (
      <>
        <Alert type="error" showIcon title="没能开始生成" description={errorText(error)} style={{ marginBottom: 16 }} />
        <AgainActions onClose={onClose} onAgain={onAgain} />
      </>
    );
  }
  const state = pending ? 'queued' : (light?.status ?? 'queued');
  if (state === 'failed') {
    return (
      <>
        <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', color: '#cf1322', marginBottom: 8 }}>
          <CloseCircleFilled /> 轻量模型生成失败
        </div>
        <div style={{ color: '#4e5969', marginBottom: 16 }}>{light?.error ?? '请稍后再试'}</div>
        <AgainActions onClose={onClose} onAgain={onAgain} />
      </>
    );
  }
  if (state === 'ready') {
    return (
      <>
        <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8, fontSize: 15 }}>
          <CheckCircleFilled style={{ color: '#00a870' }} />
          <span>
            <span style={{ color: '#00a870' }}>轻量模型已生成</span>
            {newBytes ? `：${formatBytes(newBytes)}（目标 ${target} MB）` : null}
          </span>
        </div>
        {light?.error ? <Alert type="warning" showIcon title={light.error} style={{ marginBottom: 16 }} /> : null}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onAgain}>换个大小再试</Button>
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        <LoadingOutlined /> {state === 'processing' ? '正在生成轻量模型…' : '排队中，马上开始…'}
      </div>
      <Progress percent={state === 'processing' ? 60 : 15} status="active" showInfo={false} />
      <div style={{ color: '#5c6370', fontSize: 12, marginTop: 8 }}>通常几秒到一分钟；关闭窗口不影响生成。</div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onClose}>关闭</Button>
      </div>
    </>
  );
}
