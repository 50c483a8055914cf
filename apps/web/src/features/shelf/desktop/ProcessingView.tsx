/** After submitting: the model's processing, step by step, then its cover, statistics and what to do next. */
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { modelPriceText, type ModelRecord, type ProcessStatus } from '@moxing/shared';
import { Alert, Button, Descriptions, Image, Progress, Skeleton, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { uploadKeys } from '../../../api/uploads';
import { useModelRecord, useProcessStatus } from '../../../components/upload/hooks';
import { LightweightDialog } from '../../../components/LightweightDialog';
import { PageError } from '../../../components/states';
import { formatBytes } from '../../../components/upload/files';
import { useFormFactor } from '../../../lib/formFactor';
import { PROCESS_STEPS, elapsedText, lightweightAction, stepOf } from '../uploadWizard';
import styles from './addModel.module.css';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const mm = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} m` : v >= 10 ? `${Math.round(v)} mm` : `${v.toFixed(1)} mm`);

export function ProcessingView({ modelCode, onAnother }: { modelCode: string; onAnother: () => void }) {
  const phone = useFormFactor() === 'phone';
  const client = useQueryClient();
  const status = useProcessStatus(modelCode);
  const s = status.data;
  const finished = s?.status === 'ready' || s?.status === 'failed';
  const record = useModelRecord(modelCode);
  const [lightOpen, setLightOpen] = useState(false);
  const now = useNow(Boolean(s) && !finished);

  // Ready: the record now has the cover, the files and the statistics.
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: uploadKeys.record(modelCode) });
  }, [finished, client, modelCode]);

  if (status.isPending) {
    return (
      <section className={styles.card}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  }
  if (status.isError && !s) {
    return (
      <section className={styles.card}>
        <PageError error={status.error} onRetry={() => void status.refetch()} title="无法获取处理进度" />
        <div className={styles.center}>
          <Button onClick={onAnother}>上传新模型</Button>
        </div>
      </section>
    );
  }
  if (!s) return null;

  const step = stepOf(s);
  const r = record.data;
  const startedAt = Date.parse(s.timestamps.queuedAt);
  const endedAt = Date.parse(s.timestamps.readyAt ?? s.timestamps.failedAt ?? '') || now;

  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            {s.status === 'ready' ? '模型已就绪' : s.status === 'failed' ? '模型处理失败' : '正在处理模型'}
          </h1>
          <p className={styles.subtitle}>
            {r ? `“${r.title}”` : null} 编号 {modelCode}
            {r ? ` · ${r.trade} · ${modelPriceText(r.price, r.freeDownload)}` : null}
          </p>
        </div>
      </header>

      <Steps
        className={styles.steps}
        current={2}
        size="small"
        responsive={false}
        titlePlacement={phone ? 'vertical' : 'horizontal'}
        items={[
          { title: '上传文件' },
          { title: '填写信息' },
          { title: '处理模型', status: step.failed ? 'error' : step.done ? 'finish' : 'process' },
        ]}
      />

      <section className={styles.card} aria-labelledby="process-title">
        <h2 id="process-title" className={styles.cardTitle}>
          <span className={styles.stepNo}>3</span>处理进度
        </h2>
        <Steps
          className={styles.stages}
          size="small"
          current={step.current}
          status={step.failed ? 'error' : step.done ? 'finish' : 'process'}
          orientation={phone ? 'vertical' : 'horizontal'}
          titlePlacement="vertical"
          responsive={false}
          items={PROCESS_STEPS.map((title, i) => ({
            title,
            icon: i === step.current && !step.failed && !step.done ? <LoadingOutlined /> : undefined,
          }))}
        />
        <div className={styles.progressLine} aria-live="polite" data-testid="process-status">
          {step.failed ? (
            <span className={styles.bad}>
              <CloseCircleFilled /> 处理失败
            </span>
          ) : step.done ? (
            <span className={styles.good}>
              <CheckCircleFilled /> 完成
            </span>
          ) : (
            <span>
              <LoadingOutlined /> {PROCESS_STEPS[step.current]}
              <span className={styles.muted}>（{s.stageLabel}）</span>
            </span>
          )}
          <span className={styles.muted}>用时 {elapsedText(endedAt - startedAt)}</span>
        </div>
        <Progress
          percent={s.percent}
          status={step.failed ? 'exception' : step.done ? 'success' : 'active'}
          aria-label="处理进度"
        />
        {s.status === 'queued' ? (
          <p className={styles.muted}>排队等候中，处理通常在一分钟内完成；可以离开本页，稍后在“我的模型”中查看。</p>
        ) : null}

        {step.failed ? (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            role="alert"
            title="处理失败的原因"
            description={s.reason ?? '模型处理失败，请检查文件后重新上传'}
          />
        ) : null}

        {step.done ? <ReadyDetails record={r} loading={record.isPending} status={s} /> : null}

        <div className={styles.actions}>
          {step.done ? (
            <>
              <Link to={`/modelinfo/${modelCode}`} className={styles.linkButton}>
                查看模型
              </Link>
              <Button onClick={() => setLightOpen(true)}>{lightweightAction(r)}</Button>
            </>
          ) : null}
          <Button type={step.failed ? 'primary' : 'default'} onClick={onAnother}>
            {step.failed ? '重新上传' : '继续上传新模型'}
          </Button>
          <Link to="/mymodel/good" className={styles.plainLink}>
            我的模型
          </Link>
        </div>
      </section>
      {step.done ? (
        <LightweightDialog
          modelCode={modelCode}
          open={lightOpen}
          onClose={() => setLightOpen(false)}
          title={lightweightAction(r)}
        />
      ) : null}
    </>
  );
}

function ReadyDetails({ record, loading, status }: { record: ModelRecord | undefined; loading: boolean; status: ProcessStatus }) {
  if (!record) return loading ? <Skeleton.Image active className={styles.coverSkeleton} /> : null;
  const stats = record.stats;
  return (
    <div className={styles.ready}>
      <div className={styles.cover}>
        {record.files.cover ? (
          <Image src={record.files.cover} alt={`${record.title} 的封面`} className={styles.coverImg} data-testid="model-cover" />
        ) : (
          <div className={styles.noCover}>暂无封面</div>
        )}
      </div>
      {stats ? (
        <div className={styles.stats}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
            items={[
              { key: 'format', label: '原始格式', children: stats.format.toUpperCase() },
              { key: 'tri', label: '三角面', children: stats.triangles.toLocaleString('zh-CN') },
              { key: 'vert', label: '顶点', children: stats.vertices.toLocaleString('zh-CN') },
              { key: 'mesh', label: '网格 / 材质', children: `${stats.meshes} / ${stats.materials}` },
              { key: 'tex', label: '贴图', children: stats.textures.length > 0 ? `${stats.textures.length} 张` : '无' },
              { key: 'anim', label: '动画', children: stats.animations > 0 ? `${stats.animations} 段` : '无' },
              { key: 'size', label: '尺寸', children: `${mm(stats.bboxMm.x)} × ${mm(stats.bboxMm.y)} × ${mm(stats.bboxMm.z)}` },
              { key: 'orig', label: '原始文件', children: formatBytes(stats.bytes.original) },
              { key: 'web', label: '网页版', children: formatBytes(stats.bytes.web) },
              {
                key: 'light',
                label: '手机轻量版',
                children:
                  status.light.status === 'queued' || status.light.status === 'processing'
                    ? '生成中…'
                    : stats.bytes.light
                      ? formatBytes(stats.bytes.light)
                      : '暂无',
              },
            ]}
          />
          {stats.warnings.length > 0 ? (
            <Alert
              className={styles.alert}
              type="warning"
              showIcon
              title="处理提示"
              description={
                <ul className={styles.warnList}>
                  {stats.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
