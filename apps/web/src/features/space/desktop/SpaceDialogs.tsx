/** The owner's decorate dialog (gallery or own picture, introduction) and the share dialog (link, QR code, poster). */
import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { SPACE_LIMITS, type BannerConfig, type BannerKey } from '@moxing/shared';
import { App, Button, Input, Modal, QRCode, Space, Typography } from 'antd';
import { errorText } from '../../../lib/errorText';
import { useDecorate } from '../decorate';
import { useSharePoster } from '../logic';
import styles from '../space.module.css';

export function DecorateDialog({ open, config, onClose }: { open: boolean; config: BannerConfig; onClose: () => void }) {
  const { message } = App.useApp();
  const { gallery, save, intro, setIntro, uploading, fileInput, selectedKey, uploadedImage, onFile, onSave, pick, pickUploaded } =
    useDecorate(open, config, (kind, text) => void message[kind](text), onClose);

  return (
    <Modal
      open={open}
      title="装扮我的空间"
      width={760}
      okText="保存"
      cancelText="取消"
      onOk={() => void onSave()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Title level={5}>选择横幅</Typography.Title>
      <div className={styles.gallery}>
        {(gallery.data?.list ?? []).map((b) => (
          <button
            type="button"
            key={b.key}
            className={selectedKey === b.key ? `${styles.galleryItem} ${styles.gallerySelected}` : styles.galleryItem}
            onClick={() => pick(b.key as BannerKey)}
            aria-pressed={selectedKey === b.key}
          >
            <img src={b.image} alt="" />
            <span>{b.name}</span>
            {selectedKey === b.key ? <CheckCircleFilled className={styles.galleryCheck} /> : null}
          </button>
        ))}
        {uploadedImage ? (
          <button
            type="button"
            className={selectedKey === null ? `${styles.galleryItem} ${styles.gallerySelected}` : styles.galleryItem}
            onClick={pickUploaded}
          >
            <img src={uploadedImage} alt="" />
            <span>我上传的图片</span>
            {selectedKey === null ? <CheckCircleFilled className={styles.galleryCheck} /> : null}
          </button>
        ) : null}
      </div>
      {gallery.isError ? <Typography.Text type="danger">图库加载失败：{errorText(gallery.error)}</Typography.Text> : null}
      <Space className={styles.uploadRow}>
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => fileInput.current?.click()}>
          上传自己的图片
        </Button>
        <Typography.Text type="secondary">PNG、JPEG 或 WebP，不超过 5 MB，建议 1920×360</Typography.Text>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label="上传横幅图片"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Space>
      <Typography.Title level={5}>个人简介</Typography.Title>
      <Input.TextArea
        value={intro}
        onChange={(e) => setIntro(e.target.value)}
        maxLength={SPACE_LIMITS.introMax}
        showCount
        rows={3}
        placeholder="介绍一下你自己和你的作品，例如：专注中式家具建模十年"
        aria-label="个人简介"
      />
    </Modal>
  );
}

export function ShareDialog({
  open,
  config,
  stats,
  onClose,
}: {
  open: boolean;
  config: BannerConfig;
  stats: { label: string; value: string }[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { link, qrBox, poster, drawing, make, back } = useSharePoster(config, stats, (text) => void message.error(text));

  return (
    <Modal open={open} title="分享空间" footer={null} onCancel={onClose} width={poster ? 520 : 420} destroyOnHidden>
      {poster ? (
        <div className={styles.posterBox}>
          <img src={poster} alt="空间海报" className={styles.poster} />
          <Space>
            <Button type="primary" href={poster} download={`${config.nickname}的空间.png`}>
              保存海报
            </Button>
            <Button onClick={back}>返回</Button>
          </Space>
        </div>
      ) : (
        <div className={styles.shareBox}>
          <div ref={qrBox}>
            <QRCode value={link} size={180} type="canvas" />
          </div>
          <Typography.Paragraph type="secondary">微信扫一扫，打开 {config.nickname} 的空间</Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: link, tooltips: ['复制链接', '已复制'] }} className={styles.shareLink}>
            {link}
          </Typography.Paragraph>
          <Button type="primary" loading={drawing} onClick={() => void make()}>
            生成海报
          </Button>
        </div>
      )}
    </Modal>
  );
}
