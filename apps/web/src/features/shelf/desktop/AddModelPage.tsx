/**
 * /mymodel/addGoods: upload a model. Files, folders or a zip are dropped and go up at once (large ones resumably);
 * meanwhile the user fills in title, type, trade, price and description; submitting creates the model
 * (model/uploadModel) and the page follows its processing (model/processStatus) to the cover.
 * The model being processed is kept in the address (?modelCode=), so a reload keeps watching it.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { MODEL_PRICE_MAX_FEN } from '@moxing/shared';
import { Alert, Button, Form, Input, InputNumber, Radio, Steps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useFormFactor } from '../../../lib/formFactor';
import { useUploadModel } from '../../../components/upload/hooks';
import { DropZone } from '../../../components/upload/DropZone';
import { UploadList } from '../../../components/upload/UploadList';
import {
  checkSelection,
  formatBytes,
  missingReferences,
  MODEL_FORMATS_TEXT,
  type PickedFile,
} from '../../../components/upload/files';
import { useUploadQueue } from '../../../components/upload/useUploadQueue';
import { TypeAndTradeFields } from './listingFields';
import { ProcessingView } from './ProcessingView';
import { buildUploadBody, titleFromFileName, type PriceMode, type WizardValues } from '../uploadWizard';
import styles from './addModel.module.css';
import { BrandField } from '../../business';
import { GatedAction } from '../../membership';

const PRICE_MODE_HELP: Record<PriceMode, string> = {
  free: '登录用户都可以下载模型文件，模型页显示“免费”。',
  negotiable: '模型页显示“面议”，买家向你询价，成交后再下载。',
  paid: '买家购买后才能下载模型文件，在线浏览不受影响。',
};

export default function AddModelPage() {
  const [params, setParams] = useSearchParams();
  const modelCode = params.get('modelCode');
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        {modelCode ? (
          <ProcessingView modelCode={modelCode} onAnother={() => setParams({}, { replace: false })} />
        ) : (
          <Wizard onCreated={(code) => setParams({ modelCode: code })} />
        )}
      </div>
    </div>
  );
}

function Wizard({ onCreated }: { onCreated: (modelCode: string) => void }) {
  const phone = useFormFactor() === 'phone';
  const [form] = Form.useForm<WizardValues>();
  const { queue, entries, summary, usage, freeBytes } = useUploadQueue();
  const create = useUploadModel();
  const [skipped, setSkipped] = useState<string[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  /** The title last filled in from a file name: replaced when another model is chosen, unless the user typed one. */
  const [autoTitle, setAutoTitle] = useState('');
  const priceMode = Form.useWatch('priceMode', form);

  const usable = useMemo(() => entries.filter((e) => e.status !== 'invalid'), [entries]);
  const selection = useMemo(
    () =>
      checkSelection(
        usable.map((e) => ({ name: e.path, size: e.size, role: e.role, uploaded: e.status === 'done' })),
        { freeBytes },
      ),
    [usable, freeBytes],
  );
  const allUploaded = usable.length > 0 && usable.every((e) => e.status === 'done');

  // Files a glTF / OBJ / MTL names but that were not chosen (a warning: the model still converts).
  useEffect(() => {
    let live = true;
    missingReferences(usable.map((e) => ({ file: e.file, path: e.path }))).then(
      (names) => {
        if (live) setMissing(names);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [usable]);

  const onFiles = (picked: PickedFile[]) => {
    const result = queue.add(picked);
    setSkipped(result.skipped);
    create.reset();
    // The model's file name is a good first title.
    const current = (form.getFieldValue('title') as string | undefined) ?? '';
    if (!current || current === autoTitle) {
      const model = picked.find((p) => /\.(glb|gltf|obj|fbx|stl|ply|dae|3ds|zip)$/i.test(p.path));
      if (model) {
        const title = titleFromFileName(model.file.name);
        form.setFieldValue('title', title);
        setAutoTitle(title);
      }
    }
  };

  const blocker = (() => {
    if (entries.length === 0) return '请先添加模型文件';
    if (summary.invalid > 0) return `有 ${summary.invalid} 个文件不能上传，请先移除`;
    if (selection.errors.length > 0) return selection.errors[0];
    if (summary.failed > 0) return '有文件上传失败，请重试或移除';
    if (summary.busy) return `文件上传中（${summary.percent}%），完成后即可提交`;
    return null;
  })();

  const submit = (values: WizardValues) => {
    if (blocker || !allUploaded) return;
    const fileIds = usable.map((e) => e.uploaded?.fileId ?? '').filter(Boolean);
    const built = buildUploadBody(values, fileIds);
    if (!built.ok) {
      form.setFields(
        Object.entries(built.errors)
          .filter(([name]) => name !== 'fileIds')
          .map(([name, error]) => ({ name: name as keyof WizardValues, errors: [error] })),
      );
      return;
    }
    create.mutate(built.body, { onSuccess: (record) => onCreated(record.modelCode) });
  };

  const step = entries.length === 0 ? 0 : allUploaded && !blocker ? 1 : 0;
  const maxText = formatBytes(usage?.maxFileBytes ?? 500 * 1024 * 1024);

  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>上传模型</h1>
          <p className={styles.subtitle}>
            支持 {MODEL_FORMATS_TEXT}，也可以把模型和贴图打包成 ZIP；单个文件最大 {maxText}，大文件断网后可自动续传。
          </p>
        </div>
        {usage ? (
          <div className={styles.quota}>
            存储空间：已用 {formatBytes(usage.usedBytes)} / 共 {formatBytes(usage.quotaBytes)}
          </div>
        ) : null}
      </header>

      <Steps
        className={styles.steps}
        current={step}
        size="small"
        responsive={false}
        titlePlacement={phone ? 'vertical' : 'horizontal'}
        items={[{ title: '上传文件' }, { title: '填写信息' }, { title: '处理模型' }]}
      />

      <section className={styles.card} aria-labelledby="files-title">
        <h2 id="files-title" className={styles.cardTitle}>
          <span className={styles.stepNo}>1</span>模型文件
        </h2>
        <DropZone
          onFiles={onFiles}
          compact={entries.length > 0}
          disabled={create.isPending}
          hint={
            <>
              一次上传一个模型：单个模型文件，或模型连同它的贴图（PNG/JPG/WebP/TGA）、.bin、.mtl，或一个 ZIP。
              <br />
              Blender、3ds Max、C4D 等工程文件请先导出为 GLB、FBX 或 OBJ。
            </>
          }
        />
        {skipped.length > 0 ? (
          <Alert
            className={styles.alert}
            type="info"
            showIcon
            closable={{ onClose: () => setSkipped([]) }}
            title={`已跳过文件夹里 ${skipped.length} 个与模型无关的文件`}
            description={skipped.slice(0, 5).join('、') + (skipped.length > 5 ? ` 等` : '')}
          />
        ) : null}
        {usable.length > 0 && selection.errors.length > 0 ? (
          <Alert className={styles.alert} type="error" showIcon title={selection.errors.join('；')} role="alert" />
        ) : null}
        {selection.warnings.length > 0 || missing.length > 0 ? (
          <Alert
            className={styles.alert}
            type="warning"
            showIcon
            title={[
              ...(missing.length > 0
                ? [
                    `模型引用了这些文件，但没有一起上传：${missing.slice(0, 6).join('、')}${missing.length > 6 ? ' 等' : ''}。缺少的贴图会显示为白色`,
                  ]
                : []),
              ...selection.warnings,
            ].join('；')}
          />
        ) : null}
        <UploadList entries={entries} queue={queue} locked={create.isPending} />
      </section>

      {entries.length > 0 ? (
        <section className={styles.card} aria-labelledby="info-title">
          <h2 id="info-title" className={styles.cardTitle}>
            <span className={styles.stepNo}>2</span>模型信息
          </h2>
          <Form<WizardValues>
            form={form}
            layout={phone ? 'vertical' : 'horizontal'}
            labelCol={phone ? undefined : { flex: '96px' }}
            initialValues={{ priceMode: 'free', type: undefined, description: '' }}
            onFinish={submit}
            disabled={create.isPending}
            className={styles.form}
            requiredMark
          >
            <Form.Item name="title" label="模型名称" rules={[{ required: true, whitespace: true, message: '请填写模型名称' }]}>
              <Input maxLength={100} showCount placeholder="例如：北欧风实木餐椅" />
            </Form.Item>
            <TypeAndTradeFields typeLabel="模型分类" />
            <BrandField />
            <Form.Item label="价格" required>
              <div className={styles.priceRow}>
                <Form.Item name="priceMode" noStyle>
                  <Radio.Group
                    optionType="button"
                    options={[
                      { label: '免费下载', value: 'free' },
                      { label: '面议', value: 'negotiable' },
                      { label: '付费下载', value: 'paid' },
                    ]}
                  />
                </Form.Item>
                {priceMode === 'paid' ? (
                  <Form.Item
                    name="priceYuan"
                    noStyle
                    rules={[
                      { required: true, message: '请填写价格' },
                      { type: 'number', min: 0.01, message: '价格至少 0.01 元' },
                      { type: 'number', max: MODEL_PRICE_MAX_FEN / 100, message: '价格最多 100 万元' },
                    ]}
                  >
                    <InputNumber
                      min={0.01}
                      max={MODEL_PRICE_MAX_FEN / 100}
                      precision={2}
                      step={1}
                      suffix="元"
                      placeholder="0.00"
                      aria-label="价格（元）"
                      style={{ width: phone ? '100%' : 200 }}
                    />
                  </Form.Item>
                ) : null}
              </div>
              <Form.Item noStyle shouldUpdate>
                {() => {
                  const err = form.getFieldError('priceYuan')[0];
                  return err ? <div className={styles.fieldError}>{err}</div> : null;
                }}
              </Form.Item>
              <div className={styles.help}>
                <InfoCircleOutlined /> {PRICE_MODE_HELP[priceMode ?? 'free']}
              </div>
            </Form.Item>
            <Form.Item name="description" label="模型描述">
              <Input.TextArea
                maxLength={5000}
                showCount
                autoSize={{ minRows: 3, maxRows: 10 }}
                placeholder="介绍模型的用途、尺寸、材质、面数、是否带动画等（选填）"
              />
            </Form.Item>
            {create.error ? (
              <Alert
                className={styles.alert}
                type="error"
                showIcon
                title="提交失败"
                description={errorText(create.error)}
                role="alert"
              />
            ) : null}
            <div className={styles.submitRow}>
              <GatedAction feature="upload" label="提交并开始处理">
                <Button
                  type="primary"
                  size="large"
                  htmlType="submit"
                  loading={create.isPending}
                  disabled={Boolean(blocker)}
                  block={phone}
                >
                  提交并开始处理
                </Button>
              </GatedAction>
              {blocker ? <span className={styles.blocker}>{blocker}</span> : null}
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}
