/**
 * The console's editor of one item: the fields its kind uses, a Markdown body with pictures uploaded through the
 * one upload stack, a preview of the cleaned HTML visitors will get, and a schedule (start and end).
 */
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { BANNER_POSITIONS, CONTENT_KINDS, CONTENT_KIND_LABELS, type ContentKind, type ContentSaveInput } from '@moxing/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../../lib/errorText';
import { usePreview, useSaveContent, type ConsoleDetail } from '../api';
import { ContentBody } from '../ContentBody';
import { ImagePicker } from '../ImagePicker';

const POSITION_LABELS: Record<(typeof BANNER_POSITIONS)[number], string> = {
  home: '首页轮播',
  help: '帮助中心',
  news: '新闻资讯',
  need: '建模交易',
  good: '模型库',
  mobileHome: '手机首页',
};

interface Values {
  kind: ContentKind;
  title: string;
  summary?: string;
  category?: string;
  slug?: string;
  position?: string;
  link?: string;
  cover: string[];
  schedule?: [Dayjs | null, Dayjs | null] | null;
  sort?: number;
  popup?: boolean;
  body?: string;
}

const uses = (kind: ContentKind) => ({
  category: kind === 'help',
  slug: kind === 'page' || kind === 'activity',
  position: kind === 'banner',
  link: kind === 'banner' || kind === 'ad' || kind === 'activity',
  body: kind !== 'banner',
  popup: kind === 'activity',
});

function toInput(v: Values, id?: number): ContentSaveInput {
  const [start, end] = v.schedule ?? [null, null];
  return {
    id,
    kind: v.kind,
    title: v.title,
    summary: v.summary ?? '',
    category: v.category ?? '',
    slug: v.slug ?? '',
    position: v.position ?? (v.kind === 'banner' ? 'home' : ''),
    link: v.link ?? '',
    cover: v.cover[0] ?? '',
    startAt: start ? start.toISOString() : '',
    endAt: end ? end.toISOString() : '',
    sort: v.sort ?? 0,
    popup: v.popup ?? false,
    body: v.body ?? '',
  };
}

function initial(item: ConsoleDetail | null, kind: ContentKind): Values {
  if (!item) return { kind, title: '', cover: [], position: kind === 'banner' ? 'home' : undefined, sort: 0 };
  return {
    kind: item.kind,
    title: item.title,
    summary: item.summary,
    category: item.category,
    slug: item.slug ?? '',
    position: item.position,
    link: item.link,
    cover: item.cover ? [item.cover] : [],
    schedule:
      item.startAt || item.endAt ? [item.startAt ? dayjs(item.startAt) : null, item.endAt ? dayjs(item.endAt) : null] : null,
    sort: item.sort,
    popup: item.popup,
    body: item.body,
  };
}

export function ContentEditor({
  item,
  kind: newKind,
  onSaved,
}: {
  item: ConsoleDetail | null;
  kind: ContentKind;
  onSaved: (saved: ConsoleDetail) => void;
}) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? item?.kind ?? newKind;
  const save = useSaveContent();
  const preview = usePreview();
  const [pictures, setPictures] = useState<string[]>([]);
  const { message } = App.useApp();
  const f = uses(kind);
  const insertPictures = (urls: string[]) => {
    const added = urls.filter((u) => !pictures.includes(u));
    setPictures(urls);
    if (added.length === 0) return;
    const body = (form.getFieldValue('body') as string | undefined) ?? '';
    form.setFieldValue('body', `${body}${body ? '\n\n' : ''}${added.map((u) => `![图片](${u})`).join('\n\n')}`);
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial(item, newKind)}
      requiredMark={false}
      onFinish={(v) =>
        save.mutate(toInput(v, item?.id), {
          onSuccess: (saved) => {
            void message.success(item ? '已保存' : '已保存为草稿');
            onSaved(saved);
          },
        })
      }
    >
      <Space wrap size="middle" style={{ width: '100%' }}>
        <Form.Item name="kind" label="类型" style={{ minWidth: 180 }}>
          <Select disabled={Boolean(item)} options={CONTENT_KINDS.map((k) => ({ value: k, label: CONTENT_KIND_LABELS[k] }))} />
        </Form.Item>
        {f.category ? (
          <Form.Item name="category" label="分类" style={{ minWidth: 180 }}>
            <Input maxLength={30} placeholder="如：新手入门" />
          </Form.Item>
        ) : null}
        {f.position ? (
          <Form.Item name="position" label="位置" style={{ minWidth: 180 }}>
            <Select placeholder="首页轮播" options={BANNER_POSITIONS.map((p) => ({ value: p, label: POSITION_LABELS[p] }))} />
          </Form.Item>
        ) : null}
        {f.slug ? (
          <Form.Item
            name="slug"
            label="页面地址"
            tooltip="如 land、furniture、introduce：页面即 /land 等"
            style={{ minWidth: 180 }}
          >
            <Input maxLength={40} addonBefore="/" />
          </Form.Item>
        ) : null}
        <Form.Item name="sort" label="排序（大的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        {f.popup ? (
          <Form.Item name="popup" label="登录后弹窗" valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
      </Space>
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="summary" label="摘要（列表和分享卡片里显示）">
        <Input.TextArea maxLength={300} rows={2} />
      </Form.Item>
      {f.link ? (
        <Form.Item name="link" label="跳转链接" tooltip="本站路径（如 /good）或 http(s) 地址">
          <Input maxLength={300} placeholder="/good" />
        </Form.Item>
      ) : null}
      <Form.Item name="cover" label="图片（横幅、封面、分享图）">
        <PictureField />
      </Form.Item>
      <Form.Item name="schedule" label="展示时间（留空：发布即展示，长期有效）">
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} placeholder={['开始时间', '结束时间']} />
      </Form.Item>
      {f.body ? (
        <>
          <Form.Item name="body" label="正文（Markdown，可粘贴 HTML；脚本等不安全内容会被清除）">
            <Input.TextArea rows={14} maxLength={100_000} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Space style={{ marginBottom: 16 }} wrap>
            <ImagePicker value={pictures} onChange={insertPictures} max={20} label="插入图片" />
            <Button
              onClick={() => preview.mutate((form.getFieldValue('body') as string | undefined) ?? '')}
              loading={preview.isPending}
            >
              预览正文
            </Button>
          </Space>
          {preview.data ? (
            <div style={{ border: '1px dashed #c9d6ff', borderRadius: 8, padding: 16, marginBottom: 16 }} aria-label="正文预览">
              <ContentBody html={preview.data.html} />
            </div>
          ) : null}
        </>
      ) : null}
      {save.isError ? <p style={{ color: '#d4380d' }}>{errorText(save.error)}</p> : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}

function PictureField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  return <ImagePicker value={value} onChange={(v) => onChange?.(v)} max={1} label="上传图片" />;
}
