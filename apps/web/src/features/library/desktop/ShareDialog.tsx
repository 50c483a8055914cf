/** Share a model: its address to copy and a QR code to scan with a phone (WeChat). */
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, QRCode, Space } from 'antd';
import { copyPlainText as copyText, sharedUrl } from '../../../lib/share';

export function ShareDialog({ open, onClose, path, title }: { open: boolean; onClose: () => void; path: string; title: string }) {
  const { message } = App.useApp();
  const url = sharedUrl(path);
  return (
    <Modal open={open} onCancel={onClose} title="分享模型" footer={null} width={480} destroyOnHidden>
      <div style={{ display: 'flex', gap: 20, alignItems: 'center', flexWrap: 'wrap' }}>
        <QRCode value={url} size={150} bordered={false} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <p style={{ margin: '0 0 6px', fontWeight: 600 }}>{title}</p>
          <p style={{ margin: '0 0 12px', color: '#5c6370', fontSize: 13 }}>用微信或手机浏览器扫码，即可在手机上查看 3D 模型。</p>
          <Space.Compact style={{ width: '100%' }}>
            <Input value={url} readOnly aria-label="模型链接" />
            <Button
              type="primary"
              icon={<CopyOutlined />}
              onClick={() =>
                void copyText(url).then((ok) => (ok ? message.success('链接已复制') : message.error('复制失败，请手动复制')))
              }
            >
              复制
            </Button>
          </Space.Compact>
        </div>
      </div>
    </Modal>
  );
}
