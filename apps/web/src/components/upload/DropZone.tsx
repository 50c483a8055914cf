/** The drop area: files, folders or a zip by drag and drop, or the file and folder pickers (model files unless told otherwise). */
import { CloudUploadOutlined, FileAddOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useFormFactor } from '../../lib/formFactor';
import { MODEL_ACCEPT, filesFromDrop, filesFromInput, type PickedFile } from './files';
import styles from './upload.module.css';

interface Props {
  onFiles: (files: PickedFile[]) => void;
  title?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Smaller once files are listed. */
  compact?: boolean;
  /** Accessible name of the file input (tests use it). */
  inputLabel?: string;
  /** The file input's filter; model files by default. */
  accept?: string;
  /** Offer the folder picker. */
  folders?: boolean;
  /** What the pick button names: "选择文件", "继续添加文件". */
  noun?: string;
}

export function DropZone({
  onFiles,
  title,
  hint,
  disabled,
  compact,
  inputLabel = '选择模型文件',
  accept,
  folders = true,
  noun = '文件',
}: Props) {
  const phone = useFormFactor() === 'phone';
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [reading, setReading] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    setReading(true);
    filesFromDrop(event.dataTransfer)
      .then((files) => {
        if (files.length > 0) onFiles(files);
      })
      .catch(() => undefined)
      .finally(() => setReading(false));
  };

  return (
    <div
      className={`${styles.dropzone} ${over ? styles.dropzoneOver : ''} ${compact ? styles.dropzoneCompact : ''} ${disabled ? styles.dropzoneDisabled : ''}`}
      onDragEnter={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      data-testid="dropzone"
    >
      {compact ? null : <CloudUploadOutlined className={styles.dropIcon} aria-hidden />}
      <div className={styles.dropTitle}>
        {reading
          ? '正在读取文件夹…'
          : (title ?? (phone ? '选择模型文件或 ZIP 压缩包' : '把模型文件、整个文件夹或 ZIP 压缩包拖到这里'))}
      </div>
      {hint && !compact ? <div className={styles.dropHint}>{hint}</div> : null}
      <div className={styles.dropActions}>
        <Button
          type={compact ? 'default' : 'primary'}
          icon={<FileAddOutlined />}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          {compact ? `继续添加${noun}` : `选择${noun}`}
        </Button>
        {phone || !folders ? null : (
          <Button icon={<FolderOpenOutlined />} disabled={disabled} onClick={() => folderInput.current?.click()}>
            选择文件夹
          </Button>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        multiple
        // iOS greys out files whose type it does not know (.glb, .fbx): phones get no filter for models.
        accept={accept ?? (phone ? undefined : MODEL_ACCEPT)}
        aria-label={inputLabel}
        className={styles.hiddenInput}
        onChange={(e) => {
          const files = filesFromInput(e.target.files);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {folders ? (
        <input
          ref={(el) => {
            folderInput.current = el;
            el?.setAttribute('webkitdirectory', '');
            el?.setAttribute('directory', '');
          }}
          type="file"
          multiple
          aria-label="选择模型文件夹"
          className={styles.hiddenInput}
          onChange={(e) => {
            const files = filesFromInput(e.target.files);
            e.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      ) : null}
    </div>
  );
}
