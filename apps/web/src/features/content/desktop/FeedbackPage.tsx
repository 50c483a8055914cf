/**
 * /feedback: a user's feedback with screenshots (feedback/create, at most 5 an hour) and the operators' answers
 * (each answer also arrives as a message).
 */
import { Button, Form, Input, Radio, Tag, App } from 'antd';
import { FEEDBACK_TYPES } from '@moxing/shared';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { useMyFeedback, useSendFeedback } from '../api';
import { dateText } from '../ContentBody';
import { ImagePicker } from '../ImagePicker';
import styles from '../content.module.css';

interface Values {
  type: (typeof FEEDBACK_TYPES)[number];
  content: string;
  contact?: string;
  images: string[];
}

function History() {
  const mine = useMyFeedback();
  if (mine.isPending) return <PageLoading />;
  if (mine.isError) return <PageError error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.list.length === 0) return <EmptyState description="您还没有提交过反馈" />;
  return (
    <div className={styles.list}>
      {mine.data.list.map((f) => (
        <div key={f.id} className={styles.card}>
          <div className={styles.meta}>
            <Tag>{f.type}</Tag> {dateText(f.createdAt)}
          </div>
          <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{f.content}</p>
          {f.images.length ? (
            <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
              {f.images.map((src) => (
                <img key={src} src={src} alt="截图" style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 4 }} />
              ))}
            </div>
          ) : null}
          <p style={{ margin: '12px 0 0', color: f.reply ? '#1f5eff' : '#86909c', whiteSpace: 'pre-wrap' }}>
            {f.reply ? `平台回复：${f.reply}` : '等待回复中'}
          </p>
        </div>
      ))}
    </div>
  );
}

export default function FeedbackPage() {
  const token = useSession((s) => s.token);
  const send = useSendFeedback();
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  return (
    <div className={styles.narrow}>
      <div className={styles.head}>
        <div>
          <h1>意见反馈</h1>
          <p className={styles.lead}>遇到问题或有好的建议，请告诉我们，运营同事会尽快回复。</p>
        </div>
      </div>
      {!token ? (
        <div className={styles.card}>
          <EmptyState description="登录后即可提交反馈并查看回复">
            <Button type="primary" onClick={() => session.openLogin('password', '/feedback')}>
              登录 / 注册
            </Button>
          </EmptyState>
        </div>
      ) : (
        <>
          <div className={styles.formCard} style={{ marginBottom: 24 }}>
            <Form<Values>
              form={form}
              layout="vertical"
              requiredMark={false}
              initialValues={{ type: '建议', images: [] }}
              onFinish={(v) =>
                send.mutate(v, {
                  onSuccess: () => {
                    form.resetFields();
                    void message.success('感谢反馈，我们会尽快回复');
                  },
                })
              }
            >
              <Form.Item name="type" label="反馈类型">
                <Radio.Group options={FEEDBACK_TYPES.map((t) => ({ label: t, value: t }))} optionType="button" />
              </Form.Item>
              <Form.Item
                name="content"
                label="反馈内容"
                rules={[{ required: true, whitespace: true, message: '请填写反馈内容' }]}
              >
                <Input.TextArea rows={5} maxLength={1000} showCount placeholder="请描述您遇到的问题或建议" />
              </Form.Item>
              <Form.Item name="images" label="截图（选填，最多 6 张）">
                <ImageField />
              </Form.Item>
              <Form.Item name="contact" label="联系方式">
                <Input maxLength={60} placeholder="手机、微信或邮箱，选填" />
              </Form.Item>
              {send.isError ? <p style={{ color: '#d4380d' }}>{errorText(send.error)}</p> : null}
              <Button type="primary" htmlType="submit" loading={send.isPending} size="large" block>
                提交反馈
              </Button>
            </Form>
          </div>
          <h2 style={{ fontSize: 18 }}>我的反馈</h2>
          <History />
        </>
      )}
    </div>
  );
}

function ImageField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  return <ImagePicker value={value} onChange={(v) => onChange?.(v)} max={6} label="上传截图" />;
}
