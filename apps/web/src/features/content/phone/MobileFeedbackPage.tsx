/**
 * /feedback on a phone: the feedback form with screenshots (feedback/create, at most 5 an hour) and my feedback
 * with the operators' answers (each answer also arrives as a message).
 */
import { Button, Form, ImageUploader, Input, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import type { ImageUploadItem } from 'antd-mobile';
import { FEEDBACK_TYPES } from '@moxing/shared';
import { useState } from 'react';
import { uploadMultipart } from '../../../api/uploads';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { useMyFeedback, useSendFeedback } from '../api';
import { dateText } from '../ContentBody';
import styles from './mcontent.module.css';

type FeedbackType = (typeof FEEDBACK_TYPES)[number];

interface Values {
  type: FeedbackType[];
  content: string;
  contact?: string;
  images: ImageUploadItem[];
}

/** A screenshot through the one upload stack; anything but a picture is refused. */
async function uploadShot(file: File): Promise<ImageUploadItem> {
  try {
    const sent = await uploadMultipart(file);
    if (sent.kind !== 'image') throw new Error(`${file.name} 不是图片`);
    return { url: sent.url };
  } catch (e) {
    Toast.show({ icon: 'fail', content: errorText(e) });
    throw e;
  }
}

function FeedbackForm() {
  const send = useSendFeedback();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const submit = (v: Values) =>
    send.mutate(
      { type: v.type[0] ?? '建议', content: v.content, contact: v.contact || undefined, images: v.images.map((i) => i.url) },
      {
        onSuccess: () => {
          form.resetFields();
          Toast.show({ icon: 'success', content: '感谢反馈，我们会尽快回复' });
        },
      },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      initialValues={{ type: ['建议'], images: [] }}
      onFinish={submit}
      footer={
        <>
          {send.isError ? (
            <p className={styles.error} role="alert">
              {errorText(send.error)}
            </p>
          ) : null}
          <Button block type="submit" color="primary" size="large" loading={send.isPending} disabled={uploading}>
            提交反馈
          </Button>
        </>
      }
    >
      <Form.Item name="type" label="反馈类型" rules={[{ type: 'array', required: true, message: '请选择反馈类型' }]}>
        <Selector columns={4} options={FEEDBACK_TYPES.map((t) => ({ label: t, value: t }))} />
      </Form.Item>
      <Form.Item name="content" label="反馈内容" rules={[{ required: true, whitespace: true, message: '请填写反馈内容' }]}>
        <TextArea rows={5} maxLength={1000} showCount placeholder="请描述您遇到的问题或建议" />
      </Form.Item>
      <Form.Item name="images" label="截图（选填，最多 6 张）">
        <ImageUploader
          upload={uploadShot}
          maxCount={6}
          multiple
          accept="image/*"
          onUploadQueueChange={(tasks) => setUploading(tasks.some((t) => t.status === 'pending'))}
        />
      </Form.Item>
      <Form.Item name="contact" label="联系方式">
        <Input maxLength={60} placeholder="手机、微信或邮箱，选填" clearable />
      </Form.Item>
    </Form>
  );
}

function History() {
  const mine = useMyFeedback();
  if (mine.isPending) return <PhoneLoading />;
  if (mine.isError) return <PhoneError error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.list.length === 0) return <PhoneEmpty title="您还没有提交过反馈" />;
  return (
    <>
      {mine.data.list.map((f) => (
        <div key={f.id} className={styles.card}>
          <div className={styles.meta}>
            <Tag color="primary" fill="outline">
              {f.type}
            </Tag>{' '}
            {dateText(f.createdAt)}
          </div>
          <p className={styles.pre}>{f.content}</p>
          {f.images.length ? (
            <div className={styles.thumbs}>
              {f.images.map((src) => (
                <img key={src} src={src} alt="截图" />
              ))}
            </div>
          ) : null}
          <p className={f.reply ? styles.reply : styles.waiting}>{f.reply ? `平台回复：${f.reply}` : '等待回复中'}</p>
        </div>
      ))}
    </>
  );
}

export default function MobileFeedbackPage() {
  const token = useSession((s) => s.token);
  if (!token) {
    return (
      <PhoneEmpty title="登录后即可提交反馈并查看回复" description="遇到问题或有好的建议，请告诉我们">
        <Button color="primary" onClick={() => session.openLogin('password', '/feedback')}>
          登录 / 注册
        </Button>
      </PhoneEmpty>
    );
  }
  return (
    <>
      <FeedbackForm />
      <section className={styles.page} aria-labelledby="my-feedback">
        <h2 id="my-feedback" className={styles.sectionTitle}>
          我的反馈
        </h2>
        <History />
      </section>
    </>
  );
}
