/** Pictures sent through the one upload stack (POST common/file/upload); answers their addresses. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Spin } from 'antd';
import { useRef, useState } from 'react';
import { uploadMultipart } from '../../api/uploads';
import { errorText } from '../../lib/errorText';

export function ImagePicker({
  value,
  onChange,
  max,
  label,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const pick = async (files: File[]) => {
    setBusy(true);
    try {
      const urls: string[] = [];
      for (const file of files.slice(0, max - value.length)) {
        const sent = await uploadMultipart(file);
        if (sent.kind !== 'image') throw new Error(`${file.name} 不是图片`);
        urls.push(sent.url);
      }
      onChange([...value, ...urls]);
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {value.map((url) => (
        <div key={url} style={{ position: 'relative' }}>
          <img src={url} alt="已上传的图片" style={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 6 }} />
          <Button
            size="small"
            shape="circle"
            icon={<DeleteOutlined />}
            aria-label="移除图片"
            style={{ position: 'absolute', top: 2, right: 2 }}
            onClick={() => onChange(value.filter((u) => u !== url))}
          />
        </div>
      ))}
      {value.length < max ? (
        <Button style={{ width: 88, height: 88 }} onClick={() => input.current?.click()} disabled={busy}>
          {busy ? <Spin size="small" /> : <PlusOutlined />}
          <div style={{ fontSize: 12 }}>{label}</div>
        </Button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={max > 1}
        aria-label={label}
        style={{ display: 'none' }}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void pick(files);
        }}
      />
    </div>
  );
}
