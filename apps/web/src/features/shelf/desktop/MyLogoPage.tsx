/**
 * /mymodel/logo: my logo over the 3D viewer of all my models (membership role LG3): the picture, its corner and
 * its link, previewed on a mock viewer; without the package, what it is and where to get it.
 */
import { DeleteOutlined } from '@ant-design/icons';
import {
  BRANDING_LIMITS,
  LOGO_POSITIONS,
  LOGO_POSITION_LABELS,
  PLATFORM_LOGO_POSITION,
  type LogoPosition,
  type ViewerLogo,
} from '@moxing/shared';
import { App, Button, Input, Popconfirm, Progress, Radio, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { uploadMultipart } from '../../../api/uploads';
import { useMyLogo, useRemoveLogo, useSaveLogo } from '../brandingHooks';
import { PageError, errorText } from '../../../components/states';
import { LogoOverlay } from '../../../three/ModelStage';
import { linkProblem, pictureProblem } from '../brandingLogic';
import { MockModel } from './MockModel';
import { BrandingHead, PackageNotice, PictureButton } from './brandingParts';
import { WatermarkCard } from './WatermarkCard';
import shared from './mymodel.module.css';
import styles from './branding.module.css';
import { GatedAction } from '../../membership';

interface Picked {
  file: File;
  url: string;
}

function Head() {
  return (
    <BrandingHead
      title="我的 Logo"
      lead="在你所有模型的 3D 查看器、全屏展示和嵌入到其他网站的页面上显示自己的品牌 Logo，替代平台标志。"
      sibling={{ to: '/mymodel/thumb', label: '自定义封面' }}
    />
  );
}

export default function MyLogoPage() {
  const { message } = App.useApp();
  const query = useMyLogo();
  const save = useSaveLogo();
  const remove = useRemoveLogo();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [position, setPosition] = useState<LogoPosition | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  if (query.isPending) {
    return (
      <div className={shared.page}>
        <Head />
        <section className={shared.card}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </section>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={shared.page}>
        <Head />
        <PageError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const { allowed, logo: saved } = query.data;
  const pos = position ?? saved?.position ?? 'bottomRight';
  const linkValue = link ?? saved?.link ?? '';
  const linkError = linkProblem(linkValue);
  const image = picked?.url ?? saved?.image ?? null;
  const changed = picked !== null || (saved !== null && (pos !== saved.position || (linkValue.trim() || null) !== saved.link));
  const busy = progress !== null || save.isPending;
  const preview: ViewerLogo = image
    ? { source: 'custom', image, text: null, link: null, position: pos }
    : { source: 'platform', image: null, text: '模型星球', link: null, position: PLATFORM_LOGO_POSITION };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file, BRANDING_LIMITS.logoMaxBytes);
    if (problem) {
      void message.error(problem);
      return;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const submit = async () => {
    try {
      let fileId: string | undefined;
      if (picked) {
        setProgress(0);
        const size = picked.file.size || 1;
        fileId = (await uploadMultipart(picked.file, { onProgress: (sent) => setProgress(Math.round((sent / size) * 100)) }))
          .fileId;
      }
      await save.mutateAsync({ fileId, link: linkValue.trim() || null, position: pos });
      setPicked(null);
      setLink(null);
      setPosition(null);
      void message.success('Logo 已保存，你的模型查看器和嵌入页会显示它');
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={shared.page}>
      <Head />
      {!allowed ? (
        <PackageNotice feature="自定义 Logo" role="LG3">
          开通后，你的所有模型在 3D 查看器、全屏展示和嵌入到其他网站时，都会在你选择的角落显示你的
          Logo，访客点击即可打开你的网站。
          {saved ? '你之前设置的 Logo 仍然保存着，开通后会重新显示；现在查看器显示的是平台标志。' : ''}
        </PackageNotice>
      ) : null}
      <div className={shared.twoCols}>
        <section className={shared.card}>
          <h2 className={shared.cardTitle}>预览</h2>
          <div
            className={styles.mockStage}
            role="img"
            aria-label={`查看器预览：Logo 在${LOGO_POSITION_LABELS[preview.position]}`}
          >
            <MockModel />
            <div className={styles.mockToolbar} aria-hidden="true" />
            <LogoOverlay logo={preview} />
          </div>
          <p className={shared.muted}>
            {image
              ? picked
                ? '新图片还没有保存。'
                : '访客看到的样子（手机上 Logo 会缩小）。'
              : '还没有设置 Logo：查看器显示平台标志。'}
          </p>
        </section>

        <section className={shared.card}>
          <h2 className={shared.cardTitle}>设置</h2>
          <div className={styles.field}>
            <div className={styles.label}>Logo 图片</div>
            <Space wrap>
              <PictureButton disabled={!allowed || busy} onPick={pick}>
                {image ? '更换图片' : '选择图片'}
              </PictureButton>
              {picked ? (
                <Tag color="processing">待保存：{picked.file.name}</Tag>
              ) : saved ? (
                <Tag color="success">已设置</Tag>
              ) : null}
            </Space>
            <p className={shared.muted}>
              PNG、JPEG 或 WebP，不超过 2 MB，至少 {BRANDING_LIMITS.logoMinPx}×{BRANDING_LIMITS.logoMinPx}{' '}
              像素；建议用透明背景的横版 PNG。
            </p>
            {progress !== null ? <Progress percent={progress} size="small" /> : null}
          </div>

          <div className={styles.field}>
            <div className={styles.label}>显示位置</div>
            <Radio.Group
              value={pos}
              disabled={!allowed || busy}
              onChange={(e) => setPosition(e.target.value as LogoPosition)}
              optionType="button"
              options={LOGO_POSITIONS.map((p) => ({ value: p, label: LOGO_POSITION_LABELS[p] }))}
            />
          </div>

          <div className={styles.field}>
            <label className={styles.label} htmlFor="logo-link">
              点击跳转链接（可不填）
            </label>
            <Input
              id="logo-link"
              value={linkValue}
              disabled={!allowed || busy}
              placeholder="https://www.example.com"
              maxLength={BRANDING_LIMITS.linkMax}
              status={linkError ? 'error' : undefined}
              onChange={(e) => setLink(e.target.value)}
              allowClear
            />
            {linkError ? <p className={shared.fieldError}>{linkError}</p> : null}
          </div>

          <Space wrap>
            <GatedAction feature="logo" label="保存">
              <Button
                type="primary"
                loading={busy}
                disabled={!allowed || !changed || linkError !== null || (!picked && !saved)}
                onClick={() => void submit()}
              >
                保存
              </Button>
            </GatedAction>
            {picked || position !== null || link !== null ? (
              <Button
                disabled={busy}
                onClick={() => {
                  setPicked(null);
                  setPosition(null);
                  setLink(null);
                }}
              >
                取消修改
              </Button>
            ) : null}
            {saved ? (
              <Popconfirm
                title="删除 Logo？"
                description="删除后查看器恢复显示平台标志"
                okText="删除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => {
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      setPicked(null);
                      void message.success('Logo 已删除');
                    },
                    onError: (e) => void message.error(errorText(e)),
                  });
                }}
              >
                <Button danger icon={<DeleteOutlined />} loading={remove.isPending} disabled={busy}>
                  删除 Logo
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        </section>
      </div>
      <WatermarkCard />
    </div>
  );
}
