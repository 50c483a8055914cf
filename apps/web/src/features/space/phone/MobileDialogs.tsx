/** Phone popups of a space: decorate (gallery, own picture, introduction), share (QR code, link, poster) and the tour. */
import { SPACE_LIMITS, type BannerConfig, type BannerKey } from '@moxing/shared';
import { Button, Dialog, Popup, TextArea, Toast } from 'antd-mobile';
import { QRCode } from 'antd';
import { useDecorate } from '../decorate';
import { useSharePoster } from '../logic';
import styles from '../space.module.css';

export function DecoratePopup({ open, config, onClose }: { open: boolean; config: BannerConfig; onClose: () => void }) {
  const { gallery, save, intro, setIntro, uploading, fileInput, selectedKey, uploadedImage, onFile, onSave, pick, pickUploaded } =
    useDecorate(
      open,
      config,
      (kind, text) => Toast.show({ icon: kind === 'success' ? 'success' : 'fail', content: text }),
      onClose,
    );

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} showCloseButton bodyStyle={{ borderRadius: '16px 16px 0 0' }}>
      <div className={styles.mPopup}>
        <p className={styles.mPopupTitle}>装扮我的空间</p>
        <div className={styles.mGallery}>
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
            </button>
          ))}
          {uploadedImage ? (
            <button
              type="button"
              className={`${styles.galleryItem} ${selectedKey === null ? styles.gallerySelected : ''}`}
              onClick={pickUploaded}
              aria-pressed={selectedKey === null}
            >
              <img src={uploadedImage} alt="" />
              <span>我上传的图片</span>
            </button>
          ) : null}
        </div>
        <div className={styles.mPanel}>
          <Button block fill="outline" loading={uploading} onClick={() => fileInput.current?.click()} style={{ marginTop: 12 }}>
            上传自己的图片
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            aria-label="上传横幅图片"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <p>个人简介</p>
          <TextArea
            value={intro}
            onChange={setIntro}
            maxLength={SPACE_LIMITS.introMax}
            showCount
            rows={3}
            placeholder="介绍一下你自己和你的作品"
            aria-label="个人简介"
          />
          <Button
            block
            color="primary"
            size="large"
            loading={save.isPending}
            onClick={() => void onSave()}
            style={{ marginTop: 12 }}
          >
            保存
          </Button>
        </div>
      </div>
    </Popup>
  );
}

export function SharePopup({
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
  const { link, qrBox, poster, drawing, make, back } = useSharePoster(config, stats, (text) =>
    Toast.show({ icon: 'fail', content: text }),
  );
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => Toast.show({ content: '链接已复制' }),
      () => Toast.show({ content: link }),
    );
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} showCloseButton bodyStyle={{ borderRadius: '16px 16px 0 0' }}>
      <div className={`${styles.mPopup} ${styles.shareBox}`}>
        <p className={styles.mPopupTitle}>分享空间</p>
        {poster ? (
          <>
            <img src={poster} alt="空间海报" className={styles.poster} />
            <p>长按图片保存到相册</p>
            <Button onClick={back}>返回</Button>
          </>
        ) : (
          <>
            <div ref={qrBox}>
              <QRCode value={link} size={160} type="canvas" />
            </div>
            <p>微信扫一扫，打开 {config.nickname} 的空间</p>
            <div className={styles.mActions} style={{ width: '100%' }}>
              <Button onClick={() => void copy()}>复制链接</Button>
              <Button color="primary" loading={drawing} onClick={() => void make()}>
                生成海报
              </Button>
            </div>
          </>
        )}
      </div>
    </Popup>
  );
}

/** The first-time owner's guide ("部署你的空间"): three steps, then straight to decorating. */
export function showTour(onDecorate: () => void, onDone: () => void) {
  void Dialog.show({
    'aria-label': '部署你的空间',
    title: '部署你的空间',
    content: (
      <ol style={{ paddingLeft: 20, margin: 0, lineHeight: 1.8 }}>
        <li>选一张横幅或上传自己的图片</li>
        <li>写一句简介，让访客认识你</li>
        <li>分享链接、二维码或海报，邀请朋友来访</li>
      </ol>
    ),
    closeOnAction: true,
    actions: [
      [
        { key: 'skip', text: '跳过', onClick: onDone },
        {
          key: 'go',
          text: '开始布置',
          bold: true,
          onClick: () => {
            onDone();
            onDecorate();
          },
        },
      ],
    ],
  });
}
