/**
 * The phone show editor: name, kind, industry and template; tap a slot on the plan, then a model to place it; the
 * entrance chosen from the template's slots (no dragging on a small screen); music, cover, password; save, publish.
 */
import { MUSIC_TYPE, SHOW_INDUSTRIES, SHOW_KIND_LABELS, SHOW_TEMPLATES, type ShowView } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock, Input, List, Picker, Selector, Space, Tabs, Toast } from 'antd-mobile';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { MobileBrandField } from '../../business';
import { MobileGatedAction } from '../../membership';
import { showApi, usePickable, useShowModels, useShowMutation, type ModelSource } from '../api';
import { entranceBefore, useShowEditor } from '../logic';
import { TemplatePlan } from '../TemplatePlan';
import styles from '../showroom.module.css';

const MUSIC_OPTIONS: { label: string; value: number }[] = [
  { label: '无', value: MUSIC_TYPE.none },
  { label: '内置随机', value: MUSIC_TYPE.builtIn },
  { label: '自定义', value: MUSIC_TYPE.custom },
];

export function MobileShowEditor({ show }: { show?: ShowView }) {
  const ed = useShowEditor(show);
  const navigate = useNavigate();
  const [source, setSource] = useState<ModelSource>('own');
  const [entranceOpen, setEntranceOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const models = usePickable({ source, pageNum: 1, pageSize: 30 }, true);
  const placed = useShowModels(show?.id);
  const titles = { ...Object.fromEntries((placed.data?.list ?? []).map((m) => [m.modelCode, m])), ...ed.titles };
  const { state, set, template } = ed;
  const publish = useShowMutation((id: number) => showApi.publish(id));
  const save = async () => {
    setBusy(true);
    try {
      const id = await ed.save();
      Toast.show('已保存');
      if (!show) void navigate(`/show?id=${id}`, { replace: true });
      return id;
    } catch (e) {
      Toast.show(errorText(e));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const attach = (field: 'musicFileId' | 'coverFileId') => async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      await ed.attach(file, field);
      Toast.show(`“${file.name}”已上传，保存后生效`);
    } catch (err) {
      Toast.show(errorText(err));
    }
  };
  const entranceSlot = template.slots.find((s) => {
    const e = entranceBefore(s);
    return state.entrance !== null && e.x === state.entrance.x && e.z === state.entrance.z;
  });
  return (
    <div className={styles.mPage}>
      <List header="基本信息">
        <List.Item>
          <Input
            placeholder="展厅名称"
            value={state.title}
            maxLength={40}
            onChange={(v) => set({ title: v })}
            aria-label="展厅名称"
          />
        </List.Item>
      </List>
      <p className={styles.muted}>类型</p>
      <Selector
        options={Object.entries(SHOW_KIND_LABELS).map(([v, l]) => ({ label: l, value: Number(v) }))}
        value={[state.kind]}
        onChange={(v) => v[0] !== undefined && set({ kind: v[0] })}
      />
      <p className={styles.muted}>行业（展示在行业解决方案，可不选）</p>
      <Selector
        columns={3}
        options={SHOW_INDUSTRIES.map((i) => ({ label: i.name, value: i.code }))}
        value={state.industry ? [state.industry] : []}
        onChange={(v) => set({ industry: v[0] ?? null })}
      />
      <MobileBrandField value={state.brandId} onChange={(brandId) => set({ brandId })} />
      <p className={styles.muted}>模板</p>
      <Selector
        columns={2}
        options={SHOW_TEMPLATES.map((t) => ({ label: t.name, value: t.code }))}
        value={[state.template]}
        onChange={(v) => v[0] && ed.changeTemplate(v[0])}
      />
      <p className={styles.muted}>点选展位，再点下方的模型放上去</p>
      <TemplatePlan
        template={template}
        width={360}
        placements={state.placements}
        titles={titles}
        selected={ed.selected}
        entrance={state.entrance}
        onSlot={ed.setSelected}
      />
      <Tabs activeKey={source} onChange={(k) => setSource(k as ModelSource)}>
        <Tabs.Tab title="我的模型" key="own" />
        <Tabs.Tab title="已购买" key="bought" />
        <Tabs.Tab title="免费模型" key="free" />
      </Tabs>
      {models.isPending ? (
        <DotLoading color="primary" />
      ) : models.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(models.error)} />
      ) : models.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="没有可放入的模型" description="" />
      ) : (
        <List>
          {models.data.list.map((m) => (
            <List.Item
              key={m.modelCode}
              onClick={() => (ed.selected === null ? Toast.show('请先点选一个展位') : ed.place(ed.selected, m))}
              description={m.priceText}
            >
              {m.title}
            </List.Item>
          ))}
        </List>
      )}
      <List header="入口、音乐、封面与密码">
        <List.Item
          onClick={() => setEntranceOpen(true)}
          extra={entranceSlot ? `展位 ${entranceSlot.index} 前` : state.entrance ? '自定义位置' : '模板默认入口'}
          arrowIcon
        >
          入口视角
        </List.Item>
        <List.Item>
          <p className={styles.muted}>背景音乐</p>
          <Selector
            options={MUSIC_OPTIONS}
            value={[state.musicType]}
            onChange={(v) => v[0] !== undefined && set({ musicType: v[0] })}
          />
          {state.musicType === MUSIC_TYPE.custom && (
            <label className={styles.fileButton}>
              {state.musicFileId ? '更换音乐（≤ 20 MB）' : '上传音乐（≤ 20 MB）'}
              <input type="file" accept="audio/*" onChange={(e) => void attach('musicFileId')(e)} aria-label="上传背景音乐" />
            </label>
          )}
        </List.Item>
        <List.Item extra={state.coverFileId ? '已设置' : '未设置'}>
          <label className={styles.fileButton}>
            {state.coverFileId ? '更换封面' : '上传封面'}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => void attach('coverFileId')(e)}
              aria-label="上传封面"
            />
          </label>
        </List.Item>
        <List.Item>
          <Input
            type="password"
            placeholder={show?.hasPassword ? '访问密码已设置；留空不变，填写则更换' : '访问密码（可选）'}
            value={ed.password ?? ''}
            onChange={(v) => ed.setPassword(v || null)}
            aria-label="访问密码"
          />
          {show?.hasPassword && (
            <Button size="mini" fill="none" onClick={() => ed.setPassword('')}>
              取消密码
            </Button>
          )}
        </List.Item>
      </List>
      <Picker
        visible={entranceOpen}
        onClose={() => setEntranceOpen(false)}
        title="从哪里进入展厅"
        columns={[
          [
            { label: '模板默认入口', value: 'default' },
            ...template.slots.map((s) => ({ label: `展位 ${s.index} 前`, value: String(s.index) })),
          ],
        ]}
        value={[entranceSlot ? String(entranceSlot.index) : 'default']}
        onConfirm={(v) => {
          const slot = template.slots.find((s) => String(s.index) === v[0]);
          set({ entrance: slot ? entranceBefore(slot) : null });
        }}
      />
      <Space direction="vertical" block style={{ marginTop: 12 }}>
        <Button block color="primary" loading={busy} onClick={() => void save()}>
          保存
        </Button>
        {show?.actions.includes('publish') && (
          <MobileGatedAction feature="show" label="发布">
            <Button
              block
              loading={publish.isPending}
              onClick={() =>
                void save().then((id) => {
                  if (id) publish.mutate(id, { onSuccess: () => Toast.show('已发布'), onError: (e) => Toast.show(errorText(e)) });
                })
              }
            >
              发布
            </Button>
          </MobileGatedAction>
        )}
      </Space>
    </div>
  );
}
