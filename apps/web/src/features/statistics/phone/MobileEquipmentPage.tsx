/** /myaccount/equipment on a phone: register a device, and mark which of my models each one captured. */
import { Button, DotLoading, ErrorBlock, Form, Input, List, Picker, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { DEVICE_TYPE_OPTIONS, useEquipment } from '../useDevices';
import styles from '../statistics.module.css';

type DeviceForm = { serial: string; type: ('1' | '2' | '3')[]; name: string };

export default function MobileEquipmentPage() {
  const { devices, add, link, models } = useEquipment();
  const [form] = Form.useForm<DeviceForm>();
  const navigate = useNavigate();
  /** The device whose captured model is being picked. */
  const [linking, setLinking] = useState<{ id: number; name: string } | null>(null);
  const linkModel = (modelCode: string, deviceId: number) =>
    link.mutate(
      { modelCode, deviceId },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: '已标注' }),
        onError: (e) => Toast.show({ content: errorText(e) }),
      },
    );

  return (
    <div className={styles.phonePage}>
      <h1 className={styles.title}>我的设备</h1>
      <Form
        form={form}
        initialValues={{ type: ['1'] }}
        onFinish={(v: DeviceForm) =>
          add.mutate(
            { serial: v.serial, name: v.name, type: v.type[0] ?? '1' },
            {
              onSuccess: () => {
                Toast.show({ icon: 'success', content: '设备已登记' });
                form.resetFields();
              },
              onError: (e) => Toast.show({ content: errorText(e) }),
            },
          )
        }
        footer={
          <Button block type="submit" color="primary" loading={add.isPending}>
            登记设备
          </Button>
        }
      >
        <Form.Item label="序列号" name="serial" rules={[{ required: true, message: '请输入序列号' }]}>
          <Input placeholder="设备背面的序列号" maxLength={40} />
        </Form.Item>
        <Form.Item label="类型" name="type">
          <Selector columns={3} options={DEVICE_TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item label="名称" name="name" rules={[{ required: true, message: '请输入设备名称' }]}>
          <Input placeholder="如：工作室手持扫描仪" maxLength={40} />
        </Form.Item>
      </Form>
      {devices.isPending ? (
        <DotLoading />
      ) : devices.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(devices.error)} />
      ) : devices.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="还没有登记设备" description="" />
      ) : (
        devices.data.list.map((d) => (
          <List key={d.id} header={`${d.name}（${d.typeName}，序列号 ${d.serial}）`}>
            <List.Item
              onClick={() =>
                (models.data?.list.length ?? 0) > 0
                  ? setLinking({ id: d.id, name: d.name })
                  : Toast.show({ content: '还没有处理完成的模型可以标注' })
              }
            >
              标注一个由此设备采集的模型
            </List.Item>
            {d.models.length === 0 && <List.Item>还没有模型标注为此设备采集</List.Item>}
            {d.models.map((m) => (
              <List.Item key={m.modelCode} onClick={() => void navigate(`/modelinfo/${m.modelCode}`)}>
                {m.title}
              </List.Item>
            ))}
          </List>
        ))
      )}
      <Picker
        visible={linking !== null}
        title={linking ? `由${linking.name}采集的模型` : ''}
        columns={[(models.data?.list ?? []).map((m) => ({ label: m.title, value: m.modelCode }))]}
        confirmText="标注"
        cancelText="取消"
        onClose={() => setLinking(null)}
        onConfirm={([modelCode]) => {
          if (linking && typeof modelCode === 'string') linkModel(modelCode, linking.id);
        }}
      />
    </div>
  );
}
