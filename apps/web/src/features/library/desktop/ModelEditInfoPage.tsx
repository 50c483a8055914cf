/**
 * /modelEditInfo?modelCode=: the owner sets how the viewer starts (camera, background, lighting, exposure,
 * auto-rotation, shadow, view) with a live preview, and edits the listing (name, description, category,
 * trade, price, tags, visibility, access password).
 */
import { SaveOutlined } from '@ant-design/icons';
import { TRADES, type ModelDetail, type ViewerSettings } from '@moxing/shared';
import {
  Alert,
  App,
  Button,
  ColorPicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Slider,
  Space,
  Switch,
  Tabs,
} from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useClassification, useModelDetail, useSaveViewerSettings, useUpdateModelInfo, useViewerPresets } from '../hooks';
import { PageError, PageLoading } from '../../../components/states';
import { session, useSession } from '../../../stores/session';
import type { ModelViewer } from '../../../three/ModelViewer';
import { ModelStage } from '../../../three/ModelStage';
import { backgroundCss, resolveSettings } from '../../../three/settings';
import { isNotFound, useModelCode } from '../detailLogic';
import { BrandField } from '../../business';
import { ModelNotFound } from './ModelDetailPage';
import styles from './model.module.css';

const VIEW_OPTIONS = [
  { value: 'normal', label: '标准' },
  { value: 'wireframe', label: '线框' },
  { value: 'texture', label: '纹理' },
];

function ViewerSettingsForm({
  settings,
  onChange,
  viewer,
  onSave,
  saving,
  dirty,
}: {
  settings: ViewerSettings;
  onChange: (next: ViewerSettings) => void;
  viewer: ModelViewer | null;
  onSave: () => void;
  saving: boolean;
  dirty: boolean;
}) {
  const presets = useViewerPresets();
  const set = (change: Partial<ViewerSettings>) => onChange({ ...settings, ...change });
  const bg = settings.background;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="初始视角" extra="先在左侧把模型转到满意的角度和远近，再点“使用当前视角”。">
        <Space wrap>
          <Button disabled={!viewer} onClick={() => viewer && set({ camera: viewer.cameraState() })}>
            使用当前视角
          </Button>
          <Button
            disabled={!settings.camera}
            onClick={() => {
              set({ camera: null });
              viewer?.setCamera(null);
            }}
          >
            恢复自动视角
          </Button>
        </Space>
        <div className={styles.muted} style={{ marginTop: 6 }}>
          {settings.camera ? '已设置自定义初始视角' : '当前为自动视角（完整显示模型）'}
        </div>
      </Form.Item>
      <Form.Item label="背景">
        <div className={styles.swatches}>
          {(presets.data?.backgrounds ?? []).map((p) => {
            const on = bg.type === p.type && bg.color === p.color && bg.color2 === p.color2;
            return (
              <button
                key={p.id}
                type="button"
                title={p.name}
                aria-label={`背景：${p.name}`}
                aria-pressed={on}
                className={`${styles.swatch} ${on ? styles.swatchOn : ''} ${p.type === 'transparent' ? styles.checker : ''}`}
                style={
                  p.type === 'transparent'
                    ? undefined
                    : { background: backgroundCss({ type: p.type, color: p.color, color2: p.color2 }) }
                }
                onClick={() => set({ background: { type: p.type, color: p.color, color2: p.color2 } })}
              />
            );
          })}
          <ColorPicker
            value={bg.type === 'color' && bg.color ? bg.color : '#f5f6f8'}
            disabledAlpha
            onChangeComplete={(c) => set({ background: { type: 'color', color: c.toHexString().slice(0, 7), color2: null } })}
          >
            <Button size="small" style={{ height: 34 }}>
              自定义颜色
            </Button>
          </ColorPicker>
        </div>
      </Form.Item>
      <Form.Item label="环境光照">
        <Radio.Group
          optionType="button"
          value={settings.environment}
          options={(presets.data?.environments ?? []).map((e) => ({ value: e.value, label: e.label }))}
          onChange={(e) => set({ environment: e.target.value as ViewerSettings['environment'] })}
        />
      </Form.Item>
      <Form.Item label={`曝光：${settings.exposure.toFixed(1)}`}>
        <Slider min={0.1} max={4} step={0.1} value={settings.exposure} onChange={(exposure) => set({ exposure })} />
      </Form.Item>
      <Form.Item label="显示方式">
        <Radio.Group
          optionType="button"
          value={settings.view}
          options={VIEW_OPTIONS}
          onChange={(e) => set({ view: e.target.value as ViewerSettings['view'] })}
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label="自动旋转">
          <Switch checked={settings.autoRotate} onChange={(autoRotate) => set({ autoRotate })} />
        </Form.Item>
        <Form.Item label="地面阴影">
          <Switch checked={settings.shadow} onChange={(shadow) => set({ shadow })} />
        </Form.Item>
      </Space>
      {settings.autoRotate ? (
        <Form.Item label={`旋转速度：${settings.autoRotateSpeed.toFixed(1)}`}>
          <Slider
            min={0.2}
            max={10}
            step={0.1}
            value={settings.autoRotateSpeed}
            onChange={(autoRotateSpeed) => set({ autoRotateSpeed })}
          />
        </Form.Item>
      ) : null}
      <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={saving} disabled={!dirty} block>
        保存查看器设置
      </Button>
    </Form>
  );
}

interface InfoValues {
  title: string;
  description: string;
  type: string;
  trade: (typeof TRADES)[number];
  freeDownload: boolean;
  priceYuan: number;
  tags: string[];
  visibility: 'public' | 'private';
  brandId?: number | null;
}

function ModelInfoForm({ detail }: { detail: ModelDetail }) {
  const { message } = App.useApp();
  const classification = useClassification();
  const update = useUpdateModelInfo();
  const [form] = Form.useForm<InfoValues>();
  const [password, setPassword] = useState('');
  const typeOptions = (classification.data?.types ?? []).map((g) => ({
    label: g.group,
    options: g.types.map((t) => ({ value: t.name, label: t.name })),
  }));
  const save = (values: InfoValues) => {
    update.mutate(
      {
        modelCode: detail.modelCode,
        title: values.title,
        description: values.description ?? '',
        type: values.type,
        trade: values.trade,
        freeDownload: values.freeDownload,
        price: values.freeDownload ? 0 : Math.round((values.priceYuan ?? 0) * 100),
        tags: values.tags ?? [],
        visibility: values.visibility,
        // Sent only when the brand picker is drawn (the company has brands): null clears the tag.
        ...(values.brandId !== undefined ? { brandId: values.brandId } : {}),
      },
      { onSuccess: () => void message.success('模型信息已保存') },
    );
  };
  const setPasswordTo = (plain: string | null) =>
    update.mutate(
      { modelCode: detail.modelCode, plainPassword: plain },
      {
        onSuccess: () => {
          setPassword('');
          void message.success(plain ? '访问密码已设置' : '访问密码已取消');
        },
      },
    );
  return (
    <>
      <Form<InfoValues>
        form={form}
        layout="vertical"
        initialValues={{
          title: detail.title,
          description: detail.description,
          type: detail.type,
          trade: detail.trade,
          freeDownload: detail.free,
          priceYuan: detail.price / 100,
          tags: detail.tags,
          visibility: detail.visibility,
          brandId: detail.brand?.id,
        }}
        onFinish={save}
      >
        <Form.Item
          name="title"
          label="模型名称"
          rules={[
            { required: true, whitespace: true, message: '请填写模型名称' },
            { max: 100, message: '模型名称最多 100 个字' },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label="模型描述" rules={[{ max: 5000, message: '模型描述最多 5000 个字' }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
        </Form.Item>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="type" label="分类" style={{ flex: 1 }} rules={[{ required: true, message: '请选择分类' }]}>
            <Select options={typeOptions} showSearch loading={classification.isPending} />
          </Form.Item>
          <Form.Item name="trade" label="行业" style={{ flex: 1 }} rules={[{ required: true, message: '请选择行业' }]}>
            <Select options={TRADES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        </Space.Compact>
        <BrandField />
        <Form.Item name="freeDownload" label="免费下载" valuePropName="checked" extra="开启后登录用户都可以下载原始文件">
          <Switch />
        </Form.Item>
        <Form.Item noStyle dependencies={['freeDownload']}>
          {() =>
            form.getFieldValue('freeDownload') ? null : (
              <Form.Item name="priceYuan" label="价格（元）" extra="填 0 表示面议：买家向你询价，成交后再下载">
                <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} prefix="¥" />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item name="tags" label="标签" extra="最多 10 个，每个不超过 20 个字；输入后按回车">
          <Select mode="tags" maxCount={10} tokenSeparators={[',', '，', ' ']} open={false} />
        </Form.Item>
        <Form.Item name="visibility" label="公开状态">
          <Radio.Group
            options={[
              { value: 'public', label: '公开（出现在模型库与搜索中）' },
              { value: 'private', label: '仅自己可见' },
            ]}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending && update.variables?.plainPassword === undefined}
          block
        >
          保存模型信息
        </Button>
      </Form>
      <div style={{ marginTop: 24 }}>
        <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>访问密码</h3>
        <p className={styles.muted} style={{ marginTop: 0 }}>
          {detail.passwordProtected
            ? '已设置访问密码：访客（包括嵌入页）需输入密码才能查看 3D 模型。'
            : '设置后，访客需输入密码才能查看 3D 模型（需开通“密码访问模型”套餐）。'}
        </p>
        <Space.Compact style={{ width: '100%' }}>
          <Input.Password
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder="新的访问密码（4-32 位）"
            maxLength={32}
          />
          <Button
            type="primary"
            disabled={password.length < 4}
            loading={update.isPending && typeof update.variables?.plainPassword === 'string'}
            onClick={() => setPasswordTo(password)}
          >
            {detail.passwordProtected ? '修改' : '设置'}
          </Button>
        </Space.Compact>
        {detail.passwordProtected ? (
          <Button danger type="link" style={{ paddingLeft: 0, marginTop: 6 }} onClick={() => setPasswordTo(null)}>
            取消访问密码
          </Button>
        ) : null}
      </div>
    </>
  );
}

function Editor({ detail }: { detail: ModelDetail }) {
  const { message } = App.useApp();
  const initial = useMemo(() => resolveSettings(detail.viewerSettings), [detail.viewerSettings]);
  const [settings, setSettings] = useState<ViewerSettings>(initial);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initial));
  const [viewer, setViewer] = useState<ModelViewer | null>(null);
  const save = useSaveViewerSettings(detail.modelCode);
  const dirty = JSON.stringify(settings) !== savedJson;
  return (
    <div className={styles.page}>
      <div className={styles.libraryHead}>
        <div>
          <h1 className={styles.pageTitle}>编辑模型：{detail.title}</h1>
          <p className={styles.lead}>左侧为实时预览，访客打开模型时看到的就是保存后的效果。</p>
        </div>
        <Link to={`/modelinfo/${detail.modelCode}`}>
          <Button>查看模型页</Button>
        </Link>
      </div>
      {detail.status !== 'ready' ? (
        <Alert type="warning" showIcon title="模型尚未处理完成，完成后才能预览与公开展示。" style={{ marginBottom: 16 }} />
      ) : null}
      <div className={styles.editGrid}>
        <ModelStage
          className={styles.viewer}
          title={detail.title}
          web={detail.files.web}
          light={detail.files.light}
          cover={detail.files.cover ?? detail.cover}
          settings={settings}
          dimensionsMm={detail.stats?.bboxMm ?? null}
          ui={false}
          onReady={setViewer}
        />
        <section className={styles.card}>
          <Tabs
            items={[
              {
                key: 'viewer',
                label: '查看器设置',
                children: (
                  <ViewerSettingsForm
                    settings={settings}
                    onChange={setSettings}
                    viewer={viewer}
                    dirty={dirty}
                    saving={save.isPending}
                    onSave={() =>
                      save.mutate(settings, {
                        onSuccess: (saved) => {
                          const next = resolveSettings(saved);
                          setSettings(next);
                          setSavedJson(JSON.stringify(next));
                          void message.success('查看器设置已保存');
                        },
                      })
                    }
                  />
                ),
              },
              { key: 'info', label: '模型信息', children: <ModelInfoForm detail={detail} /> },
            ]}
          />
        </section>
      </div>
    </div>
  );
}

export default function ModelEditInfoPage() {
  const modelCode = useModelCode();
  const token = useSession((s) => s.token);
  const query = useModelDetail(token ? modelCode : undefined, null);
  if (!modelCode) return <ModelNotFound />;
  if (!token) {
    return (
      <Result
        status="403"
        title="请先登录"
        subTitle="登录后才能编辑自己的模型。"
        extra={
          <Button type="primary" onClick={() => session.openLogin('password', window.location.pathname + window.location.search)}>
            登录
          </Button>
        }
      />
    );
  }
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return isNotFound(query.error) ? <ModelNotFound /> : <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.me.isOwner) {
    return (
      <Result
        status="403"
        title="只有模型作者可以编辑"
        subTitle="这个模型不是你上传的。"
        extra={<Link to={`/modelinfo/${modelCode}`}>返回模型页</Link>}
      />
    );
  }
  return <Editor key={query.data.modelCode} detail={query.data} />;
}
