/** The embed code: an iframe of /modelshow with the options a site owner expects, previewed live. */
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { embedQuery, type EmbedOptions } from '../three/settings';
import { absoluteUrl, copyPlainText as copyText } from '../lib/share';
import styles from './EmbedDialog.module.css';

export function embedCode(src: string, title: string, width: string, height: number): string {
  const safeTitle = title.replace(/[<>"&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '"': '&quot;', '&': '&amp;' })[c] ?? c);
  return (
    `<iframe title="${safeTitle}" src="${src}" width="${width}" height="${height}" frameborder="0" ` +
    `allow="autoplay; fullscreen; xr-spatial-tracking" allowfullscreen style="border:0;max-width:100%"></iframe>`
  );
}

/** A size in pixels (200 at least); clearing the box puts back the fallback. */
function PixelInput({
  prefix,
  name,
  max,
  value,
  fallback,
  onChange,
}: {
  prefix: string;
  name: string;
  max: number;
  value: number;
  fallback: number;
  onChange: (value: number) => void;
}) {
  return (
    <InputNumber
      min={200}
      max={max}
      value={value}
      onChange={(v) => onChange(v ?? fallback)}
      prefix={prefix}
      suffix="px"
      aria-label={name}
    />
  );
}

export function EmbedDialog({
  open,
  onClose,
  modelCode,
  title,
}: {
  open: boolean;
  onClose: () => void;
  modelCode: string;
  title: string;
}) {
  const { message } = App.useApp();
  const [options, setOptions] = useState<EmbedOptions>({ autostart: true, autospin: false, transparent: false, ui: true });
  const [fullWidth, setFullWidth] = useState(true);
  const [width, setWidth] = useState(800);
  const [height, setHeight] = useState(500);
  const src = absoluteUrl(`/modelshow?${embedQuery(modelCode, options)}`);
  const code = embedCode(src, title, fullWidth ? '100%' : String(width), height);
  const set = (change: Partial<EmbedOptions>) => setOptions((o) => ({ ...o, ...change }));
  return (
    <Modal open={open} onCancel={onClose} title="嵌入到网页" width={760} footer={null} destroyOnHidden>
      <p className={styles.muted}>把下面的代码粘贴到你的网站、博客或商品详情页，访客即可在页面中直接旋转查看这个 3D 模型。</p>
      <div className={styles.embedOptions}>
        <Checkbox checked={options.autostart} onChange={(e) => set({ autostart: e.target.checked })}>
          自动加载模型
        </Checkbox>
        <Checkbox checked={options.autospin} onChange={(e) => set({ autospin: e.target.checked })}>
          自动旋转
        </Checkbox>
        <Checkbox checked={options.transparent} onChange={(e) => set({ transparent: e.target.checked })}>
          透明背景
        </Checkbox>
        <Checkbox checked={!options.ui} onChange={(e) => set({ ui: !e.target.checked })}>
          隐藏工具栏
        </Checkbox>
      </div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Checkbox checked={fullWidth} onChange={(e) => setFullWidth(e.target.checked)}>
          宽度自适应
        </Checkbox>
        {fullWidth ? null : <PixelInput prefix="宽" name="宽度" max={3000} value={width} fallback={800} onChange={setWidth} />}
        <PixelInput prefix="高" name="高度" max={2000} value={height} fallback={500} onChange={setHeight} />
      </Space>
      <div
        className={styles.embedPreview}
        style={
          options.transparent
            ? { backgroundImage: 'repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%)', backgroundSize: '20px 20px' }
            : undefined
        }
      >
        {open ? <iframe key={src} title={`${title}（嵌入预览）`} src={src} allow="fullscreen" allowFullScreen /> : null}
      </div>
      <Input.TextArea value={code} readOnly autoSize={{ minRows: 3, maxRows: 5 }} aria-label="嵌入代码" className={styles.code} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 12, gap: 12 }}>
        <span className={styles.muted}>每次在其他网站上打开都会计入该模型的嵌入浏览次数。</span>
        <Button
          type="primary"
          icon={<CopyOutlined />}
          onClick={() => {
            void copyText(code).then((ok) =>
              ok ? message.success('嵌入代码已复制') : message.error('复制失败，请手动选择复制'),
            );
          }}
        >
          复制代码
        </Button>
      </div>
    </Modal>
  );
}
