/**
 * The showroom editor: the template's floor plan with its slots; models dragged from the picker (own, bought,
 * free) onto a slot, turned and scaled; the entrance set on the plan; music, cover, password; preview and publish.
 */
import { DeleteOutlined, RedoOutlined, UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import {
  SHOW_INDUSTRIES,
  SHOW_KIND_LABELS,
  SHOW_TEMPLATES,
  type ShowIndustry,
  type ShowScene,
  type ShowView,
} from '@moxing/shared';
import { App, Button, Form, Input, Modal, Radio, Segmented, Select, Space, Switch, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState, errorText } from '../../../components/states';
import { GatedAction } from '../../membership';
import { BrandField } from '../../business';
import { showApi, usePickable, useShowModels, useShowMutation, type ModelSource } from '../api';
import { useShowEditor } from '../logic';
import { MODEL_DRAG_TYPE, TemplatePlan } from '../TemplatePlan';
import { ViewerFrame } from '../ViewerFrame';
import styles from '../showroom.module.css';

const SOURCES = [
  { label: '我的模型', value: 'own' },
  { label: '已购买', value: 'bought' },
  { label: '免费模型', value: 'free' },
];

function ModelPicker({ onPick }: { onPick: (m: { modelCode: string; title: string; cover: string | null }) => void }) {
  const [source, setSource] = useState<ModelSource>('own');
  const [keyword, setKeyword] = useState('');
  const models = usePickable({ source, pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) }, true);
  return (
    <div>
      <Segmented block options={SOURCES} value={source} onChange={(v) => setSource(v as ModelSource)} />
      <Input.Search
        aria-label="搜索模型"
        placeholder="搜索模型"
        allowClear
        onSearch={(v) => setKeyword(v.trim())}
        style={{ margin: '8px 0' }}
      />
      <Typography.Paragraph className={styles.muted}>把模型拖到平面图的展位上，或先点选展位再点模型</Typography.Paragraph>
      <div className={styles.picker}>
        {models.isPending ? (
          <Typography.Text>正在加载…</Typography.Text>
        ) : models.isError ? (
          <Typography.Text type="danger">{errorText(models.error)}</Typography.Text>
        ) : models.data.list.length === 0 ? (
          <EmptyState
            description={source === 'own' ? '你还没有可用的模型' : source === 'bought' ? '还没有购买过模型' : '没有找到免费模型'}
          >
            {source === 'own' && <Link to="/mymodel/addGoods">上传模型</Link>}
          </EmptyState>
        ) : (
          models.data.list.map((m) => (
            <button
              type="button"
              key={m.modelCode}
              className={styles.pickItem}
              draggable
              onDragStart={(e) => e.dataTransfer.setData(MODEL_DRAG_TYPE, m.modelCode)}
              onClick={() => onPick(m)}
              data-model={m.modelCode}
            >
              {m.cover ? <img src={m.cover} alt="" /> : <span />}
              <span>
                {m.title}
                <br />
                <small className={styles.muted}>{m.priceText}</small>
              </span>
            </button>
          ))
        )}
      </div>
    </div>
  );
}

export function ShowEditor({ show }: { show?: ShowView }) {
  const ed = useShowEditor(show);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [aiming, setAiming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<ShowScene | null>(null);
  const [picked, setPicked] = useState<Record<string, { modelCode: string; title: string; cover: string | null }>>({});
  const act = useShowMutation(({ id, action }: { id: number; action: 'publish' | 'unpublish' }) =>
    action === 'publish' ? showApi.publish(id) : showApi.unpublish(id),
  );
  const { state, set, template, selected } = ed;
  const sel = state.placements.find((p) => p.slot === selected);
  const placed = useShowModels(show?.id);
  const titles = { ...Object.fromEntries((placed.data?.list ?? []).map((m) => [m.modelCode, m])), ...ed.titles, ...picked };

  const save = async () => {
    setSaving(true);
    try {
      const id = await ed.save();
      message.success('已保存');
      if (!show) void navigate(`/show?id=${id}`, { replace: true });
      return id;
    } catch (e) {
      message.error(errorText(e));
      return null;
    } finally {
      setSaving(false);
    }
  };
  const upload = async (file: File, field: 'musicFileId' | 'coverFileId') => {
    try {
      await ed.attach(file, field);
      message.success(`“${file.name}”已上传，保存后生效`);
    } catch (e) {
      message.error(errorText(e));
    }
    return false;
  };

  return (
    <div className={styles.editor}>
      <ModelPicker
        onPick={(m) => {
          if (selected === null) {
            message.info('请先在平面图上点选一个展位');
            return;
          }
          setPicked((p) => ({ ...p, [m.modelCode]: m }));
          ed.place(selected, { ...m, priceText: '', free: false });
        }}
      />
      <div>
        <Space style={{ marginBottom: 8 }} wrap>
          <Switch checked={aiming} onChange={setAiming} aria-label="设置入口" /> 设置入口（在平面图上按下定位置，拖动定朝向）
        </Space>
        <TemplatePlan
          template={template}
          width={640}
          placements={state.placements}
          titles={titles}
          selected={selected}
          entrance={state.entrance}
          entranceMode={aiming}
          onSlot={(slot) => !aiming && ed.setSelected(slot)}
          onDropModel={ed.drop}
          onEntrance={(e) => set({ entrance: e })}
        />
        <Space style={{ marginTop: 8 }} wrap>
          <Typography.Text>
            {selected === null ? '未选展位' : `展位 ${selected}：${sel ? (titles[sel.modelCode]?.title ?? sel.modelCode) : '空'}`}
          </Typography.Text>
          {sel && (
            <>
              <Button
                aria-label="向左转 15 度"
                icon={<UndoOutlined />}
                onClick={() => set({ placements: ed.rotate(sel.slot, -15) })}
              />
              <Button
                aria-label="向右转 15 度"
                icon={<RedoOutlined />}
                onClick={() => set({ placements: ed.rotate(sel.slot, 15) })}
              />
              <Button
                aria-label="缩小"
                icon={<ZoomOutOutlined />}
                onClick={() => set({ placements: ed.scale(sel.slot, 1 / 1.1) })}
              />
              <Button aria-label="放大" icon={<ZoomInOutlined />} onClick={() => set({ placements: ed.scale(sel.slot, 1.1) })} />
              <Typography.Text className={styles.muted}>
                旋转 {sel.rotation}° · 缩放 {sel.scale.toFixed(1)} 倍
              </Typography.Text>
              <Button
                aria-label="移除展品"
                danger
                icon={<DeleteOutlined />}
                onClick={() => set({ placements: ed.remove(sel.slot) })}
              />
            </>
          )}
        </Space>
        <Typography.Paragraph className={styles.muted} style={{ marginTop: 8 }}>
          已摆放 {state.placements.length} / {template.slots.length} 个展位
        </Typography.Paragraph>
      </div>
      <Form layout="vertical">
        <Form.Item label="展厅名称" htmlFor="show-title" required>
          <Input id="show-title" value={state.title} maxLength={40} onChange={(e) => set({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label="类型">
          <Radio.Group
            value={state.kind}
            onChange={(e) => set({ kind: Number(e.target.value) })}
            options={Object.entries(SHOW_KIND_LABELS).map(([v, l]) => ({ value: Number(v), label: l }))}
          />
        </Form.Item>
        <Form.Item label="行业（展示在行业解决方案）" htmlFor="show-industry">
          <Select
            id="show-industry"
            allowClear
            placeholder="不选"
            value={state.industry ?? undefined}
            onChange={(v: ShowIndustry | undefined) => set({ industry: v ?? null })}
            options={SHOW_INDUSTRIES.map((i) => ({ value: i.code, label: i.name }))}
          />
        </Form.Item>
        <BrandField value={state.brandId} onChange={(brandId) => set({ brandId })} />
        <Form.Item label="简介">
          <Input.TextArea
            value={state.description}
            maxLength={500}
            rows={3}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="模板（换模板时，新模板中仍有的展位保留展品）">
          <div className={styles.templates}>
            {SHOW_TEMPLATES.map((t) => (
              <button
                type="button"
                key={t.code}
                className={
                  t.code === state.template ? `${styles.templateChoice} ${styles.templateChosen}` : styles.templateChoice
                }
                aria-pressed={t.code === state.template}
                onClick={() => ed.changeTemplate(t.code)}
                title={t.description}
              >
                <TemplatePlan template={t} width={120} />
                {t.name}
              </button>
            ))}
          </div>
        </Form.Item>
        <Form.Item label="背景音乐">
          <Radio.Group
            value={state.musicType}
            onChange={(e) => set({ musicType: Number(e.target.value) })}
            options={[
              { value: 0, label: '无' },
              { value: 1, label: '内置随机' },
              { value: 2, label: '自定义' },
            ]}
          />
          {state.musicType === 2 && (
            <Upload accept="audio/*" showUploadList={false} beforeUpload={(f) => upload(f, 'musicFileId')}>
              <Button size="small" style={{ marginTop: 8 }}>
                {state.musicFileId ? '更换音乐（≤ 20 MB）' : '上传音乐（≤ 20 MB）'}
              </Button>
            </Upload>
          )}
        </Form.Item>
        <Form.Item label="封面">
          <Upload accept="image/png,image/jpeg,image/webp" showUploadList={false} beforeUpload={(f) => upload(f, 'coverFileId')}>
            <Button size="small">{state.coverFileId ? '更换封面' : '上传封面'}</Button>
          </Upload>
        </Form.Item>
        <Form.Item label={show?.hasPassword ? '访问密码（已设置；留空不变，填写则更换）' : '访问密码（可选）'}>
          <Input.Password
            value={ed.password ?? ''}
            onChange={(e) => ed.setPassword(e.target.value || null)}
            autoComplete="new-password"
          />
          {show?.hasPassword && (
            <Button type="link" size="small" onClick={() => ed.setPassword('')}>
              取消密码
            </Button>
          )}
        </Form.Item>
        <Space wrap>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
          <Button
            onClick={() =>
              void save().then(async (id) => {
                if (id) setPreview(await showApi.scene(id, undefined));
              })
            }
          >
            预览
          </Button>
          {show?.actions
            .filter((a): a is 'publish' | 'unpublish' => a !== 'edit')
            .map((a) => {
              const button = (
                <Button
                  key={a}
                  onClick={() =>
                    void save().then((id) => {
                      if (id)
                        act.mutate(
                          { id, action: a },
                          {
                            onSuccess: () => void message.success(a === 'publish' ? '已发布' : '已下线'),
                            onError: (e) => void message.error(errorText(e)),
                          },
                        );
                    })
                  }
                >
                  {a === 'publish' ? '发布' : '下线'}
                </Button>
              );
              // Publishing counts against the show limit of the user's package (ZTNUM).
              return a === 'publish' ? (
                <GatedAction key={a} feature="show" label="发布">
                  {button}
                </GatedAction>
              ) : (
                button
              );
            })}
        </Space>
      </Form>
      <Modal title="预览" open={preview !== null} onCancel={() => setPreview(null)} footer={null} width={1000} destroyOnHidden>
        {preview && <ViewerFrame scene={preview} preview />}
      </Modal>
    </div>
  );
}
