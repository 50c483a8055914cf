/** The modeller's own directory entry (/modelServer): introduction, specialities, trades, portfolio links. */
import { EditOutlined } from '@ant-design/icons';
import { DEMAND_LIMITS, SERVICE_TYPES, TRADES, type ProviderProfileInput } from '@moxing/shared';
import { Alert, App, Button, Card, Form, Input, Modal, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSaveProviderProfile, useProviderInfo } from '../hooks';
import { PageError } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { formErrors } from '../../../lib/formErrors';
import { checkLinks, splitLinks } from '../demandForm';
import { TextField } from './DemandUi';
import styles from './demand.module.css';

interface Values {
  intro?: string;
  specialities?: string[];
  trades?: string[];
  portfolioLinks?: string;
}

export function ProviderProfileCard() {
  const userId = useSession((s) => s.userId);
  const info = useProviderInfo(userId);
  const save = useSaveProviderProfile();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const [general, setGeneral] = useState<string | null>(null);

  const onOk = async () => {
    setGeneral(null);
    const values = await form.validateFields();
    try {
      await save.mutateAsync({
        intro: values.intro ?? '',
        specialities: (values.specialities ?? []) as ProviderProfileInput['specialities'],
        trades: (values.trades ?? []) as ProviderProfileInput['trades'],
        portfolioLinks: splitLinks(values.portfolioLinks),
      });
      void message.success('服务资料已保存');
      setOpen(false);
    } catch (error) {
      const { byField, general: rest } = formErrors(error, ['intro', 'specialities', 'trades', 'portfolioLinks'] as const);
      form.setFields(Object.entries(byField).map(([name, text]) => ({ name: name as keyof Values, errors: [String(text)] })));
      setGeneral(rest);
    }
  };

  return (
    <Card
      className={styles.card}
      title="我的服务资料"
      extra={
        info.data ? (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => {
              form.setFieldsValue({
                intro: info.data.intro,
                specialities: info.data.specialities,
                trades: info.data.trades,
                portfolioLinks: info.data.portfolioLinks.join('\n'),
              });
              setOpen(true);
            }}
          >
            编辑
          </Button>
        ) : null
      }
    >
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : info.isError ? (
        <PageError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <div>
          <p style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }} className={info.data.intro ? undefined : styles.muted}>
            {info.data.intro || '还没有填写简介，完善资料能让需求方更快认识你。'}
          </p>
          <div className={styles.nameLine}>
            {info.data.specialities.map((s) => (
              <Tag key={s} color="blue" variant="filled">
                {s}
              </Tag>
            ))}
            {info.data.trades.map((t) => (
              <Tag key={t} variant="filled">
                {t}
              </Tag>
            ))}
          </div>
          <div style={{ marginTop: 8 }}>
            <Link to={`/modelServer?id=${info.data.id}`}>查看我的服务商主页</Link>
          </div>
        </div>
      )}
      <Modal
        open={open}
        title="编辑服务资料"
        okText="保存"
        cancelText="取消"
        onOk={() => void onOk().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical">
          <TextField
            name="intro"
            label="简介"
            rows={4}
            maxLength={DEMAND_LIMITS.introMax}
            placeholder="经验、擅长的风格与软件、交付标准"
          />
          <Form.Item name="specialities" label="擅长服务">
            <Select
              mode="multiple"
              options={SERVICE_TYPES.map((s) => ({ value: s, label: s }))}
              placeholder="选择擅长的服务类型"
            />
          </Form.Item>
          <Form.Item name="trades" label="擅长行业">
            <Select mode="multiple" options={TRADES.map((s) => ({ value: s, label: s }))} placeholder="选择擅长的行业" />
          </Form.Item>
          <Form.Item
            name="portfolioLinks"
            label={`作品链接（最多 ${DEMAND_LIMITS.portfolioLinks} 个）`}
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const m = checkLinks(v);
                  return m ? Promise.reject(new Error(m)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea rows={3} placeholder="每行一个链接" />
          </Form.Item>
        </Form>
        {general ? <Alert type="error" showIcon title={general} /> : null}
      </Modal>
    </Card>
  );
}
