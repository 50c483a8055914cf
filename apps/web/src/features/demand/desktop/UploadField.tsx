/** The upload area of a form (reference images, attachments, delivered files): drop or pick, progress, remove. */
import { CloseOutlined, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Form, Image, Progress } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { FileBadge } from '../FileBadge';
import { DEMAND_LIMITS } from '@moxing/shared';
import { ATTACHMENT_ACCEPT, IMAGE_ACCEPT, fileSizeText } from '../format';
import type { FieldUpload, FieldUploads } from '../../../components/upload/useFieldUploads';
import { FieldFileInput } from '../../../components/upload/FieldFileInput';
import shared from './demand.module.css';
import styles from './upload.module.css';

interface Props {
  queue: FieldUploads;
  accept: string;
  /** "image": a grid of thumbnails; "file": rows with a type icon. */
  variant: 'image' | 'file';
  hint: string;
  max: number;
  /** Accessible name of the file input. */
  label: string;
  disabled?: boolean;
}

function ImageThumb({ item, onRemove }: { item: FieldUpload; onRemove: () => void }) {
  const src = item.file?.url ?? item.previewUrl;
  return (
    <div className={styles.thumb} data-testid="upload-thumb" data-upload-status={item.status}>
      {src ? <Image src={src} alt={item.name} width={104} height={104} style={{ objectFit: 'cover' }} /> : null}
      {item.status === 'uploading' ? (
        <div className={styles.thumbOverlay}>
          <LoadingOutlined style={{ marginRight: 4 }} /> {item.percent}%
        </div>
      ) : null}
      {item.status === 'error' ? (
        <div className={styles.thumbOverlay} style={{ background: 'rgba(220,38,38,0.78)' }} title={item.error}>
          上传失败
        </div>
      ) : null}
      <button type="button" className={styles.thumbRemove} onClick={onRemove} aria-label={`删除 ${item.name}`}>
        <CloseOutlined />
      </button>
    </div>
  );
}

function FileRow({ item, onRemove }: { item: FieldUpload; onRemove: () => void }) {
  return (
    <li className={shared.fileRow} data-upload-status={item.status}>
      {item.kind === 'image' && (item.file?.url ?? item.previewUrl) ? (
        <Image
          src={item.file?.url ?? item.previewUrl}
          alt={item.name}
          width={36}
          height={36}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <FileBadge kind={item.kind} />
      )}
      <div className={shared.grow}>
        <div className={shared.fileName} title={item.name}>
          {item.name} <span className={`${shared.muted} ${shared.small}`}>{fileSizeText(item.size)}</span>
        </div>
        {item.status === 'uploading' ? <Progress percent={item.percent} size="small" /> : null}
        {item.status === 'error' ? <div className={styles.fieldError}>{item.error}</div> : null}
      </div>
      <Button type="text" size="small" icon={<CloseOutlined />} onClick={onRemove} aria-label={`删除 ${item.name}`} />
    </li>
  );
}

export function UploadField({ queue, accept, variant, hint, max, label, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const blocked = disabled || queue.full;
  const pick = () => {
    if (!blocked) input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (blocked) return;
    queue.add(Array.from(event.dataTransfer.files));
  };
  const count = queue.items.filter((i) => i.status !== 'error').length;
  return (
    <div>
      {variant === 'image' ? (
        queue.items.length > 0 ? (
          <div className={styles.thumbs}>
            <Image.PreviewGroup>
              {queue.items.map((item) => (
                <ImageThumb key={item.uid} item={item} onRemove={() => queue.remove(item.uid)} />
              ))}
            </Image.PreviewGroup>
          </div>
        ) : null
      ) : queue.items.length > 0 ? (
        <ul className={styles.uploadList}>
          {queue.items.map((item) => (
            <FileRow key={item.uid} item={item} onRemove={() => queue.remove(item.uid)} />
          ))}
        </ul>
      ) : null}
      {variant === 'image'
        ? queue.items
            .filter((i) => i.status === 'error')
            .map((i) => (
              <div key={i.uid} className={styles.fieldError}>
                {i.name}：{i.error}
              </div>
            ))
        : null}
      <div
        role="button"
        tabIndex={blocked ? -1 : 0}
        aria-disabled={blocked}
        className={`${styles.dropzone} ${over ? styles.dropzoneActive : ''} ${blocked ? styles.dropzoneDisabled : ''}`}
        onClick={pick}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            pick();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <InboxOutlined style={{ fontSize: 26 }} />
        <div>{queue.full ? `已达上限（${max} 个）` : `点击或拖拽文件到这里上传（${count}/${max}）`}</div>
        <div className={shared.small}>{hint}</div>
      </div>
      <FieldFileInput ref={input} queue={queue} accept={accept} label={label} />
    </div>
  );
}

/** The demand trade's upload fields: the form item's title and the field's limits, accepted types and hints. */
const DEMAND_UPLOAD_FIELDS = {
  images: {
    title: `参考图片（最多 ${DEMAND_LIMITS.images} 张）`,
    required: false,
    accept: IMAGE_ACCEPT,
    variant: 'image',
    max: DEMAND_LIMITS.images,
    label: '上传参考图片',
    hint: '支持 PNG、JPG、WebP、GIF、BMP，可点击预览',
  },
  attachments: {
    title: `附件（最多 ${DEMAND_LIMITS.attachments} 个）`,
    required: false,
    accept: ATTACHMENT_ACCEPT,
    variant: 'file',
    max: DEMAND_LIMITS.attachments,
    label: '上传附件',
    hint: '支持 Word、Excel、PPT、TXT、PDF、视频、ZIP、RAR、图片和 3D 模型文件',
  },
  delivery: {
    title: `交付文件（最多 ${DEMAND_LIMITS.deliveryFiles} 个）`,
    required: true,
    accept: ATTACHMENT_ACCEPT,
    variant: 'file',
    max: DEMAND_LIMITS.deliveryFiles,
    label: '上传交付文件',
    hint: '3D 模型（GLB、glTF、OBJ、FBX、STL 等）、渲染图、视频、文档或压缩包',
  },
} as const;

/** One of the trade's upload fields as a form item, with the server's complaint about its files. */
export function UploadFormItem({
  field,
  queue,
  error,
}: {
  field: keyof typeof DEMAND_UPLOAD_FIELDS;
  queue: FieldUploads;
  error: string | undefined;
}) {
  const { title, required, ...props } = DEMAND_UPLOAD_FIELDS[field];
  return (
    <Form.Item label={title} required={required} validateStatus={error ? 'error' : undefined} help={error}>
      <UploadField queue={queue} {...props} />
    </Form.Item>
  );
}
