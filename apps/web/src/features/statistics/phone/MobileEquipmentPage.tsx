/** /myaccount/equipment on a phone. */
import { Button, DotLoading, ErrorBlock, Form, Input, List, Selector, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { DEVICE_TYPE_OPTIONS, useEquipment } from '../useDevices';
import styles from '../statistics.module.css';

type DeviceForm = { serial: string; type: ('1' | '2' | '3')[]; name: string };

export default function MobileEquipmentPage() {
  const { devices, add } = useEquipment();
  const [form] = Form.useForm<DeviceForm>();
  const navigate = useNavigate();

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
            {d.models.length === 0 && <List.Item>还没有模型标注为此设备采集</List.Item>}
            {d.models.map((m) => (
              <List.Item key={m.modelCode} onClick={() => void navigate(`/modelinfo/${m.modelCode}`)}>
                {m.title}
              </List.Item>
            ))}
          </List>
        ))
      )}
    </div>
  );
}
