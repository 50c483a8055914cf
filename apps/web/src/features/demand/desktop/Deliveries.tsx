/**
 * Delivered work of a demand in production: each delivery's files and note; the buyer accepts or asks for changes.
 * A delivered 3D model shows its cover and opens in the 3D viewer once processed.
 */
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { DeliveryFile, DeliveryView, DemandDetail } from '@moxing/shared';
import { App, Button, Card, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useFinishDemand, useRequestChange } from '../hooks';
import { EmptyState } from '../../../components/states';
import { dateTimeText, fileSizeText } from '../format';
import { DeliveredModelStage, modelStateText, useRefreshWhileProcessing } from '../deliveredModel';
import { ReasonDialog } from './DemandActions';
import { FileThumb } from './DemandUi';
import { DELIVERY_COLORS } from '../status';
import own from './deliveries.module.css';
import styles from './demand.module.css';

function DeliveryFileRow({ file, onPreview }: { file: DeliveryFile; onPreview: () => void }) {
  const model = file.model;
  const state = model ? modelStateText(model) : null;
  return (
    <li
      className={styles.fileRow}
      data-file-id={file.fileId}
      data-model-code={model?.modelCode}
      data-model-status={model?.status}
    >
      {model?.cover ? (
        <img className={own.cover} src={model.cover} alt={`${file.name} 封面`} loading="lazy" />
      ) : (
        <FileThumb file={file} />
      )}
      <div className={own.info}>
        <div className={styles.fileName} title={file.name}>
          {file.name}
        </div>
        <div className={`${styles.muted} ${styles.small}`}>{fileSizeText(file.size)}</div>
        {state ? (
          <div className={model?.status === 'failed' ? own.failed : own.state} role="status">
            {state}
          </div>
        ) : null}
      </div>
      {model?.status === 'ready' ? (
        <Button size="small" type="primary" ghost icon={<EyeOutlined />} onClick={onPreview}>
          3D 预览
        </Button>
      ) : null}
      <a href={`${file.url}?download=1`} download={file.name} aria-label={`下载 ${file.name}`}>
        <DownloadOutlined /> 下载
      </a>
    </li>
  );
}

function DeliveryFiles({ files }: { files: DeliveryFile[] }) {
  const [previewing, setPreviewing] = useState<DeliveryFile | null>(null);
  if (files.length === 0) return <div className={styles.muted}>没有文件</div>;
  return (
    <>
      <ul className={styles.fileList}>
        {files.map((file) => (
          <DeliveryFileRow key={file.fileId} file={file} onPreview={() => setPreviewing(file)} />
        ))}
      </ul>
      <Modal
        open={previewing !== null}
        title={previewing ? `3D 预览 · ${previewing.name}` : '3D 预览'}
        width={880}
        footer={null}
        destroyOnHidden
        onCancel={() => setPreviewing(null)}
      >
        {previewing ? <DeliveredModelStage file={previewing} phone={false} className={own.viewer} /> : null}
      </Modal>
    </>
  );
}

function DeliveryItem({ delivery, index }: { delivery: DeliveryView; index: number }) {
  return (
    <div className={styles.bidRow} style={{ alignItems: 'flex-start' }} data-delivery={index}>
      <div className={styles.grow}>
        <div className={styles.nameLine}>
          <strong>第 {index} 次交付</strong>
          <Tag color={DELIVERY_COLORS[delivery.status]}>{delivery.statusText}</Tag>
          <span className={`${styles.muted} ${styles.small}`}>{dateTimeText(delivery.createdAt)}</span>
        </div>
        {delivery.note ? <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{delivery.note}</p> : null}
        <DeliveryFiles files={delivery.files} />
        {delivery.changeReason ? (
          <div style={{ marginTop: 8, background: '#fff7ed', padding: '8px 12px', borderRadius: 8 }}>
            <strong>修改意见：</strong>
            <span style={{ whiteSpace: 'pre-wrap' }}>{delivery.changeReason}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** `emptyText`: what the page says before the first delivery. */
export function DeliveriesCard({ need, emptyText }: { need: DemandDetail; emptyText: string }) {
  const finish = useFinishDemand();
  const change = useRequestChange();
  const { message } = App.useApp();
  const [asking, setAsking] = useState(false);
  useRefreshWhileProcessing(need);
  const ordered = need.deliveries.map((d, i) => ({ d, n: i + 1 })).reverse();
  // The buyer acts on the delivery waiting for them, as the server says they may.
  const latest = need.deliveries.at(-1);
  const canAccept = latest?.actions.includes('accept') ?? false;
  const canAskChange = latest?.actions.includes('requestChange') ?? false;
  return (
    <Card className={styles.card} title="交付与验收">
      {ordered.length === 0 ? (
        <EmptyState description={emptyText} />
      ) : (
        ordered.map(({ d, n }) => <DeliveryItem key={d.id} delivery={d} index={n} />)
      )}
      {canAccept || canAskChange ? (
        <Space wrap style={{ marginTop: 12 }}>
          {canAccept ? (
            <Popconfirm
              title="确认验收通过？"
              description="验收后需求完成，托管赏金扣除平台服务费后支付给建模师。"
              okText="验收通过"
              cancelText="再看看"
              onConfirm={() =>
                void finish.mutateAsync(need.code).then(
                  () => void message.success('已验收，需求完成'),
                  () => undefined,
                )
              }
            >
              <Button type="primary" loading={finish.isPending}>
                验收通过
              </Button>
            </Popconfirm>
          ) : null}
          {canAskChange ? <Button onClick={() => setAsking(true)}>要求修改</Button> : null}
        </Space>
      ) : null}
      <ReasonDialog
        open={asking}
        title="要求修改"
        intro="写明需要修改的地方，建模师修改后会重新提交交付。"
        label="修改意见"
        placeholder="例如：椅背角度再调整 5 度，木纹贴图换成胡桃木"
        okText="发送修改意见"
        required
        pending={change.isPending}
        onCancel={() => setAsking(false)}
        onSubmit={async (reason) => {
          await change.mutateAsync({ code: need.code, reason });
          setAsking(false);
          void message.success('已发送修改意见');
        }}
      />
    </Card>
  );
}
