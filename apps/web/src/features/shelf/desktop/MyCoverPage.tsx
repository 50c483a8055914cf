/**
 * /mymodel/thumb: a custom cover for one of my models (membership role ZDYJZFM12): the current cover, a new
 * picture cut to 4:3 (and the square thumbnail) with a preview of exactly that cut, and the way back to the
 * rendered cover. ?modelCode= picks the model.
 */
import { UndoOutlined } from '@ant-design/icons';
import { BRANDING_LIMITS } from '@moxing/shared';
import { App, Button, Popconfirm, Progress, Select, Skeleton, Slider, Space, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { uploadMultipart } from '../../../api/uploads';
import { useModelCover, useRestoreCover, useSaveCover } from '../brandingHooks';
import { useMyModels } from '../hooks';
import { EmptyState, PageError, errorText } from '../../../components/states';
import { formatDate } from '../../library';
import { coverSizeProblem, focusAxis, objectPosition, pictureProblem, pictureSize } from '../brandingLogic';
import { BrandingHead, PackageNotice, PictureButton } from './brandingParts';
import shared from './mymodel.module.css';
import styles from './branding.module.css';
import { GatedAction } from '../../membership';

interface Picked {
  file: File;
  url: string;
  width: number;
  height: number;
}

function Head() {
  return (
    <BrandingHead
      title="自定义封面"
      lead="用自己的图片替换系统渲染的模型封面，模型库列表、详情页和嵌入页都会显示它；随时可以恢复。"
      sibling={{ to: '/mymodel/logo', label: '我的 Logo' }}
    />
  );
}

function NewCover({ modelCode, allowed }: { modelCode: string; allowed: boolean }) {
  const { message } = App.useApp();
  const save = useSaveCover();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [focus, setFocus] = useState(0.5);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  if (!allowed) {
    return (
      <>
        <PackageNotice feature="自定义封面" role="ZDYJZFM12">
          开通后可以用产品图、宣传图等替换系统自动渲染的封面，模型库列表、详情页和嵌入页都会显示新封面。
        </PackageNotice>
        <GatedAction feature="cover" label="上传新封面">
          {null}
        </GatedAction>
      </>
    );
  }

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file, BRANDING_LIMITS.coverMaxBytes);
    if (problem) {
      void message.error(problem);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const size = await pictureSize(url);
      const small = coverSizeProblem(size.width, size.height);
      if (small) throw new Error(small);
      setFocus(0.5);
      setPicked({ file, url, ...size });
    } catch (e) {
      URL.revokeObjectURL(url);
      void message.error(errorText(e));
    }
  };

  const submit = async () => {
    if (!picked) return;
    try {
      setProgress(0);
      const size = picked.file.size || 1;
      const { fileId } = await uploadMultipart(picked.file, {
        onProgress: (sent) => setProgress(Math.round((sent / size) * 100)),
      });
      await save.mutateAsync({ modelCode, fileId, focus });
      setPicked(null);
      void message.success('封面已更换，模型库列表和详情页会显示新封面');
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setProgress(null);
    }
  };

  const axis = picked ? focusAxis(picked.width, picked.height) : null;
  const busy = progress !== null || save.isPending;
  return (
    <>
      <Space wrap>
        <PictureButton disabled={busy} onPick={(file) => void pick(file)}>
          {picked ? '换一张图片' : '选择图片'}
        </PictureButton>
        {picked ? (
          <span className={shared.muted}>
            {picked.file.name}（{picked.width}×{picked.height}）
          </span>
        ) : null}
      </Space>
      <p className={shared.muted}>
        PNG、JPEG 或 WebP，不超过 10 MB，至少 {BRANDING_LIMITS.coverMinWidth}×{BRANDING_LIMITS.coverMinHeight} 像素。封面按 4:3
        裁剪为 {BRANDING_LIMITS.coverWidth}×{BRANDING_LIMITS.coverHeight}，缩略图按 1:1 裁剪。
      </p>
      {picked ? (
        <>
          <div className={styles.cropRow}>
            <div className={styles.coverBox}>
              <img src={picked.url} alt="新封面预览" style={{ objectFit: 'cover', objectPosition: objectPosition(focus) }} />
            </div>
            <div className={styles.thumbBox}>
              <img src={picked.url} alt="新缩略图预览" style={{ objectFit: 'cover', objectPosition: objectPosition(focus) }} />
            </div>
          </div>
          {axis ? (
            <div className={styles.field}>
              <div className={styles.label}>{axis === 'x' ? '左右位置' : '上下位置'}</div>
              <Slider
                min={0}
                max={100}
                value={Math.round(focus * 100)}
                onChange={(v) => setFocus(v / 100)}
                disabled={busy}
                tooltip={{ formatter: (v) => `${v ?? 0}%` }}
                ariaLabelForHandle={axis === 'x' ? '左右裁剪位置' : '上下裁剪位置'}
              />
            </div>
          ) : null}
          {progress !== null ? <Progress percent={progress} size="small" /> : null}
          <Space wrap>
            <Button type="primary" loading={busy} onClick={() => void submit()}>
              保存为封面
            </Button>
            <Button disabled={busy} onClick={() => setPicked(null)}>
              取消
            </Button>
          </Space>
        </>
      ) : null}
    </>
  );
}

function CoverPanel({ modelCode }: { modelCode: string }) {
  const { message } = App.useApp();
  const query = useModelCover(modelCode);
  const restore = useRestoreCover();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  const c = query.data;
  return (
    <div className={shared.twoCols}>
      <section className={shared.card}>
        <h2 className={shared.cardTitle}>当前封面 {c.custom ? <Tag color="blue">自定义封面</Tag> : <Tag>系统渲染</Tag>}</h2>
        <div className={styles.coverBox}>
          {c.cover ? <img src={c.cover} alt={`${c.title}的封面`} /> : <span className={shared.muted}>暂无封面</span>}
        </div>
        <div className={styles.cropRow}>
          {c.thumb ? (
            <div className={styles.thumbBox}>
              <img src={c.thumb} alt={`${c.title}的缩略图`} />
            </div>
          ) : null}
          <p className={shared.muted}>
            {c.custom
              ? `更换于 ${formatDate(c.customizedAt)}。恢复后显示系统渲染的封面，自定义图片会被删除。`
              : '这是系统根据模型渲染的封面。'}
          </p>
        </div>
        {c.custom ? (
          <Popconfirm
            title="恢复系统渲染的封面？"
            okText="恢复"
            cancelText="取消"
            onConfirm={() => {
              restore.mutate(modelCode, {
                onSuccess: () => void message.success('已恢复系统渲染的封面'),
                onError: (e) => void message.error(errorText(e)),
              });
            }}
          >
            <Button icon={<UndoOutlined />} loading={restore.isPending}>
              恢复系统封面
            </Button>
          </Popconfirm>
        ) : null}
      </section>
      <section className={shared.card}>
        <h2 className={shared.cardTitle}>更换封面</h2>
        {c.status === 'ready' ? (
          <NewCover key={modelCode} modelCode={modelCode} allowed={c.allowed} />
        ) : (
          <p className={shared.muted}>模型处理完成后才能更换封面。</p>
        )}
      </section>
    </div>
  );
}

export default function MyCoverPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).get('modelCode') ?? undefined;
  const models = useMyModels({ pageNum: 1, pageSize: 100, status: 'ready' });
  const list = models.data?.list ?? [];
  const modelCode = asked ?? list[0]?.modelCode;
  const options = list.map((m) => ({ value: m.modelCode, label: m.title }));
  if (asked && !list.some((m) => m.modelCode === asked)) options.unshift({ value: asked, label: asked });

  let body: ReactNode;
  if (models.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (models.isError && !models.data) body = <PageError error={models.error} onRetry={() => void models.refetch()} />;
  else if (!modelCode) {
    body = (
      <section className={shared.card}>
        <EmptyState description="还没有处理完成的模型，上传的模型处理完成后就可以更换封面">
          <Link to="/mymodel/addGoods">
            <Button type="primary">上传模型</Button>
          </Link>
        </EmptyState>
      </section>
    );
  } else {
    body = (
      <>
        <div className={styles.field}>
          <div className={styles.label}>选择模型</div>
          <Select
            className={styles.modelSelect}
            value={modelCode}
            onChange={(v) => void navigate({ search: `?modelCode=${encodeURIComponent(v)}` }, { replace: true })}
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            aria-label="选择模型"
          />
        </div>
        <CoverPanel key={modelCode} modelCode={modelCode} />
      </>
    );
  }
  return (
    <div className={shared.page}>
      <Head />
      {body}
    </div>
  );
}
