/**
 * /mymodel/imageModel: a new image model (photos taken around an object, shown as a 360° turntable), or, with
 * ?code=, one of mine to edit. Photos go up as soon as they are chosen, each with its progress; they are put in
 * turntable order by dragging or with move buttons (which also work on a phone), and the turntable previews the
 * result as soon as there are enough of them. Saving goes back to the image model tab of /mymodel/good.
 */
import {
  CloseOutlined,
  ExclamationCircleFilled,
  EyeOutlined,
  LeftOutlined,
  LoadingOutlined,
  RedoOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { LIBRARY_LIMITS, TRADES, type ImageModel } from '@moxing/shared';
import { Alert, Button, Form, Input, Progress, Radio, Result, Select } from 'antd';
import { useEffect, useMemo, useRef, useState, type DragEvent, type LiHTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSaveImageModel } from '../hooks';
import { PageError, PageLoading } from '../../../components/states';
import { DropZone } from '../../../components/upload/DropZone';
import { DEFAULT_MAX_FILE_BYTES, type PickedFile } from '../../../components/upload/files';
import type { UploadEntry } from '../../../components/upload/queue';
import { useUploadQueue } from '../../../components/upload/useUploadQueue';
import { useFormFactor } from '../../../lib/formFactor';
import { applyHead } from '../../../lib/head';
import { isNotFound, useImageCode, useImageModel } from '../../library';
import { Turntable } from '../../../components/Turntable';
import { formErrors } from '../../../lib/formErrors';
import { PICTURE_ACCEPT, pictureProblem } from '../brandingLogic';
import {
  SHELF_PATH,
  imageDetailPath,
  inShootingOrder,
  moveKey,
  orderedKeys,
  photoRoom,
  saveBlocker,
  type SavedNotice,
} from '../imageModelLogic';
import { TypeAndTradeFields } from './listingFields';
import shared from './mymodel.module.css';
import styles from './imageModelEdit.module.css';

const { imagePhotosMin: MIN, imagePhotosMax: MAX } = LIBRARY_LIMITS;

interface InfoValues {
  title?: string;
  description?: string;
  type?: string;
  trade?: Trade;
  tags?: string[];
  visibility?: 'public' | 'private';
}

type Trade = (typeof TRADES)[number];
const isTrade = (v: string | undefined): v is Trade => (TRADES as readonly string[]).includes(v ?? '');

const FIELDS = ['title', 'description', 'type', 'trade', 'tags', 'visibility', 'photoIds'] as const;
type Field = (typeof FIELDS)[number];
/** Refusals without a field map (a file that is not a photo, a photo that is gone) belong to the photos. */
const HINTS: Partial<Record<Field, readonly string[]>> = { photoIds: ['照片', '文件'] };

const savedKey = (fileId: string) => `saved:${fileId}`;

/** One photo in turntable order: saved with the model already, or uploaded in this visit. */
interface Slot {
  key: string;
  name: string;
  src: string | null;
  fileId: string | null;
  entry: UploadEntry | null;
}

const infoOf = (m: ImageModel | null): InfoValues => ({
  title: m?.title ?? '',
  description: m?.description ?? '',
  type: m && m.type !== '其他' ? m.type : undefined,
  trade: isTrade(m?.trade) ? m.trade : undefined,
  tags: m?.tags ?? [],
  visibility: m?.visibility ?? 'public',
});

const sameInfo = (a: InfoValues, b: InfoValues) =>
  (a.title ?? '').trim() === (b.title ?? '').trim() &&
  (a.description ?? '').trim() === (b.description ?? '').trim() &&
  (a.type ?? '') === (b.type ?? '') &&
  a.trade === b.trade &&
  (a.tags ?? []).join('\n') === (b.tags ?? []).join('\n') &&
  a.visibility === b.visibility;

export default function ImageModelEditPage() {
  const code = useImageCode();
  const query = useImageModel(code);
  if (!code) return <Editor model={null} />;
  if (query.isPending) return <PageLoading tip="正在读取图片模型…" />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <Result
        status="404"
        title="图片模型不存在或已删除"
        extra={
          <Link to={SHELF_PATH}>
            <Button type="primary">返回我的图片模型</Button>
          </Link>
        }
      />
    ) : (
      <PageError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data.isOwner) {
    return (
      <Result status="403" title="只有作者可以编辑这个图片模型" extra={<Link to={imageDetailPath(code)}>查看图片模型</Link>} />
    );
  }
  return <Editor key={code} model={query.data} />;
}

function Editor({ model }: { model: ImageModel | null }) {
  const phone = useFormFactor() === 'phone';
  const navigate = useNavigate();
  const [form] = Form.useForm<InfoValues>();
  const initial = useMemo(() => infoOf(model), [model]);
  const [values, setValues] = useState<InfoValues>(initial);
  const { queue, entries, summary, usage } = useUploadQueue();
  const save = useSaveImageModel();
  const [saved, setSaved] = useState(() => model?.photos ?? []);
  const [order, setOrder] = useState<string[]>(() => (model?.photos ?? []).map((p) => savedKey(p.fileId)));
  const [previews, setPreviews] = useState<ReadonlyMap<File, string>>(() => new Map());
  const [skipped, setSkipped] = useState<string[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  useEffect(() => applyHead({ title: model ? `编辑图片模型：${model.title}` : '新建图片模型' }), [model]);

  // Local previews live as long as the page: the last set is let go when it closes.
  const live = useRef(previews);
  useEffect(() => {
    live.current = previews;
  }, [previews]);
  useEffect(() => () => live.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const slots: Slot[] = useMemo(() => {
    const byKey = new Map<string, Slot>();
    for (const p of saved)
      byKey.set(savedKey(p.fileId), { key: savedKey(p.fileId), name: '', src: p.url, fileId: p.fileId, entry: null });
    for (const e of entries) {
      byKey.set(e.id, {
        key: e.id,
        name: e.name,
        src: previews.get(e.file) ?? null,
        fileId: e.uploaded?.fileId ?? null,
        entry: e,
      });
    }
    return orderedKeys(order, [...byKey.keys()]).map((k) => byKey.get(k) as Slot);
  }, [saved, entries, previews, order]);
  const keys = slots.map((s) => s.key);

  // The turntable shows every photo that is (or is becoming) usable; a list of the same addresses keeps it turning.
  const shown = slots
    .filter((s) => s.src && s.entry?.status !== 'error' && s.entry?.status !== 'invalid')
    .map((s) => s.src)
    .join('\n');
  const turntablePhotos = useMemo(() => (shown ? shown.split('\n') : []), [shown]);

  const unchanged =
    model !== null && sameInfo(values, initial) && keys.join('\n') === model.photos.map((p) => savedKey(p.fileId)).join('\n');
  const blocker = saveBlocker({
    photos: slots.length,
    invalid: summary.invalid,
    uploads: summary,
    title: values.title,
    trade: values.trade,
    unchanged,
  });

  const onFiles = (picked: PickedFile[]) => {
    setPhotoError(null);
    const refused: string[] = [];
    const pictures = picked.filter((p) => {
      const problem = pictureProblem(p.file, usage?.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
      if (problem) refused.push(`“${p.file.name}”：${problem}`);
      return !problem;
    });
    const room = photoRoom(slots.length, pictures.length);
    if (room < pictures.length) refused.push(`最多 ${MAX} 张照片，多出的 ${pictures.length - room} 张没有添加`);
    setSkipped(refused);
    const chosen = inShootingOrder(pictures).slice(0, room);
    if (chosen.length === 0) return;
    queue.add(chosen);
    // The queue takes a file chosen a second time only once: previews are made for the files it kept.
    const queued = new Set(queue.getSnapshot().map((e) => e.file));
    const next = new Map(previews);
    for (const p of chosen) if (queued.has(p.file) && !next.has(p.file)) next.set(p.file, URL.createObjectURL(p.file));
    setPreviews(next);
  };

  const move = (key: string, to: number) => {
    setOrder(moveKey(keys, key, to));
    setPhotoError(null);
  };

  const remove = (slot: Slot) => {
    setPhotoError(null);
    if (!slot.entry) {
      setSaved((list) => list.filter((p) => p.fileId !== slot.fileId));
      return;
    }
    queue.remove(slot.entry.id);
    const url = previews.get(slot.entry.file);
    if (url) {
      URL.revokeObjectURL(url);
      const next = new Map(previews);
      next.delete(slot.entry.file);
      setPreviews(next);
    }
  };

  const submit = () => {
    if (blocker) return;
    form
      .validateFields()
      .then((v) => {
        if (!v.trade) return; // the required rule has said so under the field
        setGeneral(null);
        setPhotoError(null);
        const body = {
          title: (v.title ?? '').trim(),
          description: (v.description ?? '').trim(),
          type: v.type ?? '其他',
          trade: v.trade,
          tags: v.tags ?? [],
          visibility: v.visibility ?? 'public',
          photoIds: slots.map((s) => s.fileId ?? ''),
        };
        save.mutate(model ? { code: model.code, ...body } : body, {
          onSuccess: (result) => {
            const state: SavedNotice = { savedImageModel: { code: result.code, title: result.title, created: !model } };
            void navigate(SHELF_PATH, { state });
          },
          onError: (error) => {
            const { byField, general: rest } = formErrors<Field>(error, FIELDS, HINTS);
            form.setFields(
              FIELDS.filter((f) => f !== 'photoIds' && byField[f]).map((f) => ({
                name: f as keyof InfoValues,
                errors: [byField[f] as string],
              })),
            );
            setPhotoError(byField.photoIds ?? null);
            setGeneral(rest);
          },
        });
      })
      .catch(() => undefined); // antd shows each field's problem under it
  };

  const onDragOver = (e: DragEvent) => {
    if (!dragging) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };

  const count = slots.length;
  return (
    <div className={`${shared.page} ${styles.imageEditPage}`}>
      <div className={shared.head}>
        <div>
          <h1 className={shared.title}>{model ? '编辑图片模型' : '新建图片模型'}</h1>
          <p className={shared.lead}>围绕物体一周拍摄一组照片，按拍摄顺序排列，访客拖动即可 360° 转动查看。</p>
        </div>
        {model ? (
          <Link to={imageDetailPath(model.code)}>
            <Button icon={<EyeOutlined />}>查看展示页</Button>
          </Link>
        ) : null}
      </div>

      <div className={styles.imageEditGrid}>
        <section className={shared.card} aria-labelledby="photos-title">
          <div className={styles.photoHead}>
            <h2 id="photos-title" className={shared.cardTitle}>
              照片
            </h2>
            <span className={count < MIN ? styles.photoCountLow : styles.photoCount} aria-live="polite">
              {count} / {MAX} 张
            </span>
          </div>
          <p className={styles.photoTips}>
            等间隔环绕拍摄 {MIN}–{MAX} 张（建议 24–36 张），相机高度和距离保持不变；照片顺序即转动顺序，第 1 张为封面。
          </p>
          <DropZone
            onFiles={onFiles}
            compact={count > 0}
            disabled={save.isPending || count >= MAX}
            accept={PICTURE_ACCEPT}
            folders={false}
            noun="照片"
            inputLabel="选择照片"
            title={
              count >= MAX ? `已达到 ${MAX} 张上限` : phone ? '从相册选择照片（可多选）' : '把照片拖到这里，或点击选择（可多选）'
            }
            hint="支持 PNG、JPEG、WebP；多选时按文件名排序"
          />
          {skipped.length > 0 ? (
            <Alert
              className={styles.photoAlert}
              type="warning"
              showIcon
              closable={{ onClose: () => setSkipped([]) }}
              title={`有 ${skipped.length} 项没有添加`}
              description={skipped.slice(0, 5).join('；') + (skipped.length > 5 ? ' 等' : '')}
            />
          ) : null}
          {photoError ? (
            <div className={shared.fieldError} role="alert">
              {photoError}
            </div>
          ) : null}
          {count > 0 ? (
            <ol className={styles.photoGrid} aria-label="照片顺序">
              {slots.map((slot, i) => (
                <PhotoTile
                  key={slot.key}
                  slot={slot}
                  index={i}
                  last={i === count - 1}
                  locked={save.isPending}
                  dragging={dragging === slot.key}
                  onMove={(to) => move(slot.key, to)}
                  onRemove={() => remove(slot)}
                  onRetry={() => slot.entry && queue.retry(slot.entry.id)}
                  dragProps={{
                    draggable: !save.isPending,
                    onDragStart: (e) => {
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', slot.key);
                      setDragging(slot.key);
                    },
                    onDragOver,
                    onDrop: (e) => {
                      e.preventDefault();
                      if (dragging) move(dragging, i);
                      setDragging(null);
                    },
                    onDragEnd: () => setDragging(null),
                  }}
                />
              ))}
            </ol>
          ) : null}
        </section>

        <div className={styles.imageEditSide}>
          <section className={shared.card} aria-labelledby="preview-title">
            <h2 id="preview-title" className={shared.cardTitle}>
              360° 预览
            </h2>
            {turntablePhotos.length >= MIN ? (
              <div className={styles.previewBox}>
                <Turntable photos={turntablePhotos} title={values.title?.trim() || '图片模型预览'} />
              </div>
            ) : (
              <div className={styles.previewEmpty}>
                {count === 0 ? '添加照片后在这里预览转动效果' : `再添加 ${MIN - turntablePhotos.length} 张照片即可预览`}
              </div>
            )}
          </section>

          <section className={shared.card} aria-labelledby="info-title">
            <h2 id="info-title" className={shared.cardTitle}>
              信息
            </h2>
            <Form<InfoValues>
              form={form}
              layout="vertical"
              initialValues={initial}
              onValuesChange={(_, all) => {
                setValues(all);
                setGeneral(null);
              }}
              disabled={save.isPending}
              requiredMark
            >
              <Form.Item
                name="title"
                label="名称"
                rules={[
                  { required: true, whitespace: true, message: '请填写名称' },
                  { max: 100, message: '名称最多 100 个字' },
                ]}
              >
                <Input maxLength={100} showCount placeholder="例如：青花瓷瓶 360° 展示" />
              </Form.Item>
              <TypeAndTradeFields typeLabel="分类" />
              <Form.Item name="tags" label="标签" extra="最多 10 个，每个不超过 20 个字；输入后按回车">
                <Select mode="tags" maxCount={10} tokenSeparators={[',', '，', ' ']} open={false} placeholder="选填" />
              </Form.Item>
              <Form.Item name="visibility" label="公开状态">
                <Radio.Group
                  options={[
                    { value: 'public', label: '公开' },
                    { value: 'private', label: '仅自己可见' },
                  ]}
                />
              </Form.Item>
              <Form.Item name="description" label="描述" rules={[{ max: 5000, message: '描述最多 5000 个字' }]}>
                <Input.TextArea
                  maxLength={5000}
                  showCount
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  placeholder="介绍物体的材质、尺寸、年代或拍摄方式（选填）"
                />
              </Form.Item>
            </Form>
          </section>
        </div>
      </div>

      <div className={styles.saveBar}>
        {general ? <Alert className={styles.saveError} type="error" showIcon title={general} role="alert" /> : null}
        <span className={styles.saveHint}>{blocker ?? (model ? '修改后保存即生效' : `共 ${count} 张照片，可以创建了`)}</span>
        <div className={styles.saveButtons}>
          <Link to={SHELF_PATH}>
            <Button disabled={save.isPending}>取消</Button>
          </Link>
          <Button type="primary" onClick={submit} loading={save.isPending} disabled={Boolean(blocker)}>
            {model ? '保存修改' : '创建图片模型'}
          </Button>
        </div>
      </div>
    </div>
  );
}

interface TileProps {
  slot: Slot;
  index: number;
  last: boolean;
  locked: boolean;
  dragging: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onRetry: () => void;
  dragProps: Pick<LiHTMLAttributes<HTMLLIElement>, 'draggable' | 'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd'>;
}

function PhotoTile({ slot, index, last, locked, dragging, onMove, onRemove, onRetry, dragProps }: TileProps) {
  const e = slot.entry;
  const no = index + 1;
  const bad = e?.status === 'error' || e?.status === 'invalid';
  const percent = e && e.size > 0 ? Math.floor((Math.min(e.sent, e.size) / e.size) * 100) : 0;
  return (
    <li
      className={`${styles.tile} ${bad ? styles.tileBad : ''} ${dragging ? styles.tileDragging : ''}`}
      data-testid="photo-tile"
      {...dragProps}
    >
      <div className={styles.tileFrame}>
        {slot.src ? <img src={slot.src} alt={`第 ${no} 张${slot.name ? `：${slot.name}` : ''}`} draggable={false} /> : null}
        {e && (e.status === 'checking' || e.status === 'waiting') ? (
          <div className={styles.tileOverlay}>{e.status === 'checking' ? '检查中…' : '等待上传'}</div>
        ) : null}
        {e && (e.status === 'uploading' || e.status === 'retrying') ? (
          <div className={styles.tileOverlay}>
            <span>
              {e.status === 'retrying' ? <LoadingOutlined /> : null} {e.status === 'retrying' ? '正在重连' : `${percent}%`}
            </span>
            <Progress
              className={styles.tileProgress}
              percent={percent}
              size="small"
              showInfo={false}
              status="active"
              aria-label={`第 ${no} 张上传进度`}
            />
          </div>
        ) : null}
        {bad ? (
          <div className={styles.tileOverlay}>
            <span className={styles.tileBadText}>
              <ExclamationCircleFilled /> {e?.status === 'invalid' ? '无法使用' : '上传失败'}
            </span>
            {e?.status === 'error' ? (
              <Button size="small" icon={<RedoOutlined />} onClick={onRetry} disabled={locked}>
                重试
              </Button>
            ) : null}
          </div>
        ) : null}
        {/* After the overlays, so a failed photo still shows its place and whether it is the cover. */}
        <span className={styles.tileNo}>{no}</span>
        {index === 0 ? <span className={styles.tileCover}>封面</span> : null}
        <button
          type="button"
          className={styles.tileRemove}
          onClick={onRemove}
          disabled={locked}
          aria-label={`移除第 ${no} 张`}
          title="移除"
        >
          <CloseOutlined />
        </button>
      </div>
      {bad && e?.error ? (
        <div className={styles.tileError} role="alert" title={e.error}>
          {e.error}
        </div>
      ) : null}
      <div className={styles.tileActions}>
        <Button
          type="text"
          icon={<LeftOutlined />}
          disabled={locked || index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`第 ${no} 张前移`}
          title="前移"
        />
        <Button
          type="text"
          icon={<RightOutlined />}
          disabled={locked || last}
          onClick={() => onMove(index + 1)}
          aria-label={`第 ${no} 张后移`}
          title="后移"
        />
      </div>
    </li>
  );
}
