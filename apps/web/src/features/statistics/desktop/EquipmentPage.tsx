/** /myaccount/equipment: my capture devices by serial number and the models captured by each. */
import { Button, Card, Empty, Form, Input, List, Select, Skeleton, Space, Tag, message } from 'antd';
import { Link } from 'react-router';
import { PageError } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { DEVICE_TYPE_OPTIONS, useEquipment } from '../useDevices';
import styles from '../statistics.module.css';

export default function EquipmentPage() {
  const { devices, add, link, models } = useEquipment();
  const [form] = Form.useForm<{ serial: string; type: '1' | '2' | '3'; name: string }>();

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>我的设备</h1>
          <p className={styles.lead}>登记您的扫描设备，上传模型后可标注由哪台设备采集。</p>
        </div>
        <Link to="/implement">了解硬件与工具</Link>
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle} style={{ marginBottom: 12 }}>
          登记设备
        </h2>
        <Form
          form={form}
          layout="inline"
          initialValues={{ type: '1' }}
          onFinish={(v) =>
            add.mutate(v, {
              onSuccess: () => {
                void message.success('设备已登记');
                form.resetFields();
              },
              onError: (e) => void message.error(errorText(e)),
            })
          }
        >
          <Form.Item label="序列号" name="serial" rules={[{ required: true, message: '请输入序列号' }]}>
            <Input placeholder="设备背面的序列号" maxLength={40} />
          </Form.Item>
          <Form.Item label="类型" name="type">
            <Select style={{ width: 120 }} options={DEVICE_TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item label="名称" name="name" rules={[{ required: true, message: '请输入设备名称' }]}>
            <Input placeholder="如：工作室手持扫描仪" maxLength={40} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            登记
          </Button>
        </Form>
      </section>
      {devices.isPending ? (
        <Skeleton active />
      ) : devices.isError ? (
        <PageError error={devices.error} onRetry={() => void devices.refetch()} />
      ) : devices.data.list.length === 0 ? (
        <Empty description="还没有登记设备" />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          {devices.data.list.map((d) => (
            <Card
              key={d.id}
              title={
                <span>
                  {d.name} <Tag>{d.typeName}</Tag>
                </span>
              }
              extra={<span>序列号 {d.serial}</span>}
            >
              <Select
                aria-label={`标注由${d.name}采集的模型`}
                style={{ width: 320, marginBottom: 8 }}
                placeholder="标注一个由此设备采集的模型"
                loading={models.isPending || link.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                value={null}
                options={(models.data?.list ?? []).map((m) => ({ value: m.modelCode, label: m.title }))}
                onChange={(modelCode: string) =>
                  link.mutate(
                    { modelCode, deviceId: d.id },
                    {
                      onSuccess: () => void message.success('已标注'),
                      onError: (e) => void message.error(errorText(e)),
                    },
                  )
                }
              />
              <List
                header={`采集的模型（${d.modelCount}）`}
                locale={{ emptyText: '还没有模型标注为此设备采集' }}
                dataSource={d.models}
                renderItem={(m) => (
                  <List.Item>
                    <Link to={`/modelinfo/${m.modelCode}`}>{m.title}</Link>
                  </List.Item>
                )}
              />
            </Card>
          ))}
        </Space>
      )}
    </div>
  );
}
