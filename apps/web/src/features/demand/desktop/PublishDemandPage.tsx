/** /buildRequire: publish a modelling demand; with ?code= edit one waiting for review or fix a rejected one. */
import { SendOutlined } from '@ant-design/icons';
import {
  BUDGET_OPTIONS,
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  DEMAND_ATTACHMENT_KINDS,
  DEMAND_IMAGE_KINDS,
  DEMAND_LIMITS,
  SERVICE_TYPES,
  TRADES,
  budgetText,
  type ContactType,
  type DemandDetail,
} from '@moxing/shared';
import { Alert, App, Button, Card, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFileUsage } from '../../../components/upload/hooks';
import { useCreateDemand, useUpdateDemand } from '../hooks';
import { useDemandInAddress } from '../page';
import { statusView } from '../status';
import { PageError, PageLoading } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { LoginRequired, PageHead } from './DemandUi';
import { UploadFormItem } from './UploadField';
import { formErrors } from '../../../lib/formErrors';
import { dateText } from '../format';
import {
  DEMAND_FORM_FIELDS,
  DEMAND_FORM_HINTS,
  deadlineAllowed,
  publishBlockedReason,
  readQuoteRequest,
  type DemandFormField,
} from '../demandForm';
import { useFieldUploads } from '../../../components/upload/useFieldUploads';
import styles from './demand.module.css';

interface Values {
  title: string;
  serviceType?: string;
  trade?: string;
  budget?: number;
  deadline?: Dayjs;
  description: string;
  contactType: ContactType;
  contactValue?: string;
}

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

function DemandForm({ editing }: { editing: DemandDetail | null }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const usage = useFileUsage();
  const create = useCreateDemand();
  const update = useUpdateDemand();
  const [general, setGeneral] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<{ imageIds?: string; attachmentIds?: string }>({});
  const onRefuse = useCallback((text: string) => void message.warning(text), [message]);
  const images = useFieldUploads({
    kinds: DEMAND_IMAGE_KINDS,
    max: DEMAND_LIMITS.images,
    noun: '参考图片',
    initial: editing?.images,
    maxFileBytes: usage.data?.maxFileBytes,
    onRefuse,
  });
  const attachments = useFieldUploads({
    kinds: DEMAND_ATTACHMENT_KINDS,
    max: DEMAND_LIMITS.attachments,
    noun: '附件',
    initial: editing?.attachments,
    maxFileBytes: usage.data?.maxFileBytes,
    onRefuse,
  });
  const contactType = Form.useWatch('contactType', form) ?? 'platform';
  const blocked = publishBlockedReason(user);
  const [search] = useSearchParams();
  const quote = editing ? null : readQuoteRequest(search.toString());
  const pending = create.isPending || update.isPending;

  const initialValues: Partial<Values> = editing
    ? {
        title: editing.title,
        serviceType: editing.serviceType,
        trade: editing.trade,
        budget: editing.budget,
        deadline: dayjs(dateText(editing.deadline)),
        description: editing.description,
        contactType: (editing.contactType as ContactType) ?? 'platform',
        contactValue: editing.contactValue ?? undefined,
      }
    : { contactType: 'platform', ...(quote ? { title: quote.title, description: quote.description } : {}) };

  const onFinish = async (values: Values) => {
    setGeneral(null);
    setFileErrors({});
    if (images.uploading || attachments.uploading) {
      void message.warning('文件还在上传，请稍候再提交');
      return;
    }
    if (images.failed + attachments.failed > 0) {
      setGeneral('有文件上传失败，请删除标红的文件或重新上传后再提交');
      return;
    }
    const body = {
      title: values.title,
      serviceType: values.serviceType as (typeof SERVICE_TYPES)[number],
      trade: values.trade as (typeof TRADES)[number],
      budget: values.budget ?? 0,
      deadline: values.deadline ? values.deadline.format('YYYY-MM-DD') : '',
      description: values.description,
      imageIds: images.fileIds,
      attachmentIds: attachments.fileIds,
      contactType: values.contactType,
      contactValue: values.contactType === 'platform' ? undefined : values.contactValue,
      ...(quote ? { invitedUserId: quote.invitedUserId } : {}),
    };
    try {
      const need = editing ? await update.mutateAsync({ ...body, code: editing.code }) : await create.mutateAsync(body);
      void message.success(editing ? '已修改并重新提交审核' : '需求已提交，运营审核通过后即公开接受投标');
      void navigate(`/myrequireDetails?code=${need.code}`);
    } catch (error) {
      const { byField, general: rest } = formErrors<DemandFormField>(error, DEMAND_FORM_FIELDS, DEMAND_FORM_HINTS);
      const inForm = Object.entries(byField).filter(([name]) => name !== 'imageIds' && name !== 'attachmentIds');
      form.setFields(inForm.map(([name, text]) => ({ name: name as keyof Values, errors: [String(text)] })));
      setFileErrors({ imageIds: byField.imageIds, attachmentIds: byField.attachmentIds });
      setGeneral(rest);
      if (inForm[0]) form.scrollToField(inForm[0][0], { block: 'center' });
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void onFinish(v)}
      requiredMark
      scrollToFirstError={{ block: 'center' }}
      name="build-require"
    >
      {quote ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`向 ${quote.authorName} 询价：需求审核通过后，对方会收到邀请报价的通知，其他建模师也可以投标。`}
        />
      ) : null}
      {blocked ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="当前身份不能发布需求"
          description={
            <span>
              {blocked} <Link to="/mycenter">去个人中心</Link>
            </span>
          }
        />
      ) : null}
      {editing && statusView(editing.status).rejected && editing.rejectReason ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="审核未通过的原因"
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{editing.rejectReason}</span>}
        />
      ) : null}

      <Card className={styles.card} title="基本信息">
        <Form.Item
          name="title"
          label="需求标题"
          rules={[
            { required: true, whitespace: true, message: '请填写需求标题' },
            { min: DEMAND_LIMITS.titleMin, message: `需求标题至少 ${DEMAND_LIMITS.titleMin} 个字` },
          ]}
        >
          <Input placeholder="一句话说明要做什么，例如：北欧风实木餐椅高精度建模" maxLength={DEMAND_LIMITS.titleMax} showCount />
        </Form.Item>
        <div className={styles.twoCols}>
          <Form.Item name="serviceType" label="服务类型" rules={[{ required: true, message: '请选择服务类型' }]}>
            <Select placeholder="选择服务类型" options={SERVICE_TYPES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
          <Form.Item name="trade" label="所属行业" rules={[{ required: true, message: '请选择所属行业' }]}>
            <Select placeholder="选择所属行业" options={TRADES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        </div>
        <Form.Item name="budget" label="预算" rules={[{ required: true, message: '请选择预算' }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={BUDGET_OPTIONS.map((b) => ({ value: b, label: budgetText(b) }))}
          />
        </Form.Item>
        <Form.Item
          name="deadline"
          label="截止日期"
          extra="截止当天 24 点后不再接受投标，最长一年"
          rules={[{ required: true, message: '请选择截止日期' }]}
        >
          <DatePicker
            style={{ width: 220 }}
            placeholder="选择截止日期"
            disabledDate={(d) => !deadlineAllowed(d.format('YYYY-MM-DD'), chinaToday())}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="需求描述"
          rules={[
            { required: true, whitespace: true, message: '请填写需求描述' },
            { min: DEMAND_LIMITS.descriptionMin, message: `需求描述至少 ${DEMAND_LIMITS.descriptionMin} 个字` },
          ]}
        >
          <Input.TextArea
            rows={6}
            maxLength={DEMAND_LIMITS.descriptionMax}
            showCount
            placeholder="说明用途、尺寸、精度、面数、贴图与格式要求、交付方式等，越具体报价越准确"
          />
        </Form.Item>
      </Card>

      <Card className={styles.card} title="参考资料">
        <UploadFormItem field="images" queue={images} error={fileErrors.imageIds} />
        <UploadFormItem field="attachments" queue={attachments} error={fileErrors.attachmentIds} />
      </Card>

      <Card className={styles.card} title="联系方式">
        <Form.Item name="contactType" label="希望建模师如何联系你">
          <Radio.Group options={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))} />
        </Form.Item>
        {contactType !== 'platform' ? (
          <Form.Item
            name="contactValue"
            label={contactType === 'phone' ? '电话号码' : '微信号'}
            extra="仅中标的建模师可以看到"
            rules={[{ required: true, whitespace: true, message: contactType === 'phone' ? '请填写电话号码' : '请填写微信号' }]}
          >
            <Input maxLength={60} placeholder={contactType === 'phone' ? '手机或座机号码' : '微信号'} style={{ maxWidth: 320 }} />
          </Form.Item>
        ) : (
          <p className={styles.muted} style={{ margin: 0 }}>
            建模师通过平台消息与你沟通，中标后双方可在需求详情页查看进度与交付。
          </p>
        )}
      </Card>

      {general ? <Alert type="error" showIcon title={general} style={{ marginTop: 16 }} /> : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 12, marginTop: 16 }}>
        <Button onClick={() => void navigate(-1)}>返回</Button>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SendOutlined />}
          loading={pending}
          disabled={Boolean(blocked)}
        >
          {editing ? (statusView(editing.status).rejected ? '修改并重新提交审核' : '保存修改') : '提交审核'}
        </Button>
      </div>
    </Form>
  );
}

export default function PublishDemandPage() {
  const token = useSession((s) => s.token);
  const { code, detail } = useDemandInAddress(Boolean(token));

  let body;
  if (!token) {
    body = <LoginRequired description="登录后即可发布建模需求，审核通过后建模师会来投标。" />;
  } else if (code && detail.isPending) {
    body = <PageLoading />;
  } else if (code && detail.isError) {
    body = <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  } else if (code && detail.data && !detail.data.actions.includes('edit')) {
    body = (
      <Alert
        type="info"
        showIcon
        title="这个需求现在不能修改"
        description={
          <span>
            只有待审核或审核未通过的需求可以修改（当前状态：{detail.data.statusText}）。
            <Link to={`/myrequireDetails?code=${detail.data.code}`}>查看需求</Link>
          </span>
        }
      />
    );
  } else {
    body = <DemandForm key={detail.data?.code ?? 'new'} editing={code ? (detail.data ?? null) : null} />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <PageHead
          title={code ? '修改需求' : '发布建模需求'}
          lead="填写清楚需求，审核通过后公开，建模师报价投标，你从中选择合适的服务商。"
        >
          <Link to="/needHelp">发布须知</Link>
        </PageHead>
        {body}
      </div>
    </div>
  );
}
