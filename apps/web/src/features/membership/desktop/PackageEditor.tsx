/** The package editor (a dialog): title, price, duration, roles with their values; the desktop and phone pages open it. */
import { PACKAGE_KIND_LABELS, PACKAGE_KINDS, ROLE_CODE_LIST, ROLE_CODES, ROLE_UNITS } from '@moxing/shared';
import type { PackageView } from '@moxing/shared';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { errorText } from '../../../components/states';
import { EMPTY_PACKAGE, hasValue, packageForm, saveBody, type PackageForm } from '../admin';
import { membershipApi, useMembershipMutation } from '../api';

export function PackageEditor({ pkg, onClose }: { pkg: PackageView | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PackageForm>();
  const save = useMembershipMutation((values: PackageForm) => membershipApi.savePackage(saveBody(values, pkg?.id)));
  const roles = Form.useWatch('roles', form) ?? [];
  return (
    <Modal
      open
      width={640}
      title={pkg ? `编辑套餐：${pkg.title}` : '新建套餐'}
      okText="保存"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((values) =>
          save.mutate(values, {
            onSuccess: () => {
              void message.success('套餐已保存（已售出的权益不受影响）');
              onClose();
            },
            onError: (e) => void message.error(errorText(e)),
          }),
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={pkg ? packageForm(pkg) : EMPTY_PACKAGE}>
        <Form.Item name="title" label="套餐名称" rules={[{ required: true, min: 2, max: 40, message: '名称 2–40 个字' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="description" label="套餐说明">
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="kind" label="类型">
            <Select style={{ width: 120 }} options={PACKAGE_KINDS.map((k) => ({ value: k, label: PACKAGE_KIND_LABELS[k] }))} />
          </Form.Item>
          <Form.Item name="priceYuan" label="价格（元）" rules={[{ required: true, message: '请填写价格' }]}>
            <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="durationDays" label="有效天数" rules={[{ required: true, message: '请填写有效天数' }]}>
            <InputNumber min={1} max={3660} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} precision={0} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name="onSale" label="在售" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.List
          name="roles"
          rules={[
            {
              validator: async (_, value: unknown[] | undefined) => {
                if (!value || value.length === 0) throw new Error('至少包含一项权益');
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, i) => {
                const code = roles[i]?.roleCode;
                return (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'roleCode']} rules={[{ required: true, message: '请选择权益' }]}>
                      <Select
                        style={{ width: 200 }}
                        placeholder="权益"
                        options={ROLE_CODE_LIST.map((c) => ({ value: c, label: `${ROLE_CODES[c]}（${c}）` }))}
                      />
                    </Form.Item>
                    {code && hasValue(code) && (
                      <Form.Item name={[field.name, 'value']} rules={[{ required: true, message: '请填写数值' }]}>
                        <InputNumber min={1} max={1_000_000} precision={0} addonAfter={ROLE_UNITS[code]} />
                      </Form.Item>
                    )}
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  </Space>
                );
              })}
              <Form.Item>
                <Button type="dashed" onClick={() => add({ value: null })}>
                  添加权益
                </Button>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
