/** /admin/mall: the points mall's goods editor and the physical redemptions to ship (operators). */
import { UploadOutlined } from '@ant-design/icons';
import {
  MALL_GOODS_KINDS,
  MALL_GOODS_KIND_LABELS,
  REDEMPTION_STATUS_LABELS,
  type MallGoods,
  type RedemptionView,
} from '@moxing/shared';
import type { RedemptionStatusValue, SaveGoodsBody } from '@moxing/shared';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { pointsApi, useMallGoods, usePackageChoices, usePointsMutation, useRedemptions } from '../api';
import { MALL_PICTURES, goodsForm, useGoodsPictureUpload } from '../logic';
import { GoodsCard } from './GoodsCard';
import { LoginFirst } from './LoginFirst';
import styles from './points.module.css';

export default function MallAdminPage() {
  const token = useSession((s) => s.token);
  if (!token) return <LoginFirst title="积分商城管理（运营）" />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>积分商城管理</h1>
      <GoodsEditor />
      <ShipQueue />
    </div>
  );
}

function GoodsEditor() {
  const goods = useMallGoods(true);
  const packages = usePackageChoices();
  const save = usePointsMutation(pointsApi.saveGoods);
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Partial<MallGoods> | null>(null);
  const [form] = Form.useForm<SaveGoodsBody>();
  const kind = Form.useWatch('kind', form);
  const submit = (values: SaveGoodsBody) =>
    save.mutate(
      { ...values, ...(editing?.id ? { id: editing.id } : {}) },
      {
        onSuccess: () => {
          void message.success('商品已保存');
          setEditing(null);
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <Card
      title="商品"
      className={styles.section}
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          新增商品
        </Button>
      }
    >
      {goods.isPending ? (
        <PageLoading />
      ) : goods.isError ? (
        <PageError error={goods.error} onRetry={() => void goods.refetch()} />
      ) : goods.data.list.length === 0 ? (
        <EmptyState description="还没有商品" />
      ) : (
        <div className={styles.grid}>
          {goods.data.list.map((g) => (
            <GoodsCard
              key={g.id}
              goods={g}
              status={g.onSale ? <Tag className={styles.onSale}>在售</Tag> : <Tag>已下架</Tag>}
              action={
                <Button onClick={() => setEditing(g)} aria-label={`编辑${g.title}`}>
                  编辑
                </Button>
              }
            />
          ))}
        </div>
      )}
      <Modal
        open={editing !== null}
        title={editing?.id ? '编辑商品' : '新增商品'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={editing ? goodsForm(editing) : undefined}
          onFinish={submit}
          preserve={false}
        >
          <Form.Item name="title" label="商品名称" rules={[{ required: true, min: 2, max: 40, message: '商品名称 2–40 个字' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="kind" label="商品类型" rules={[{ required: true }]}>
            <Select options={MALL_GOODS_KINDS.map((k) => ({ value: k, label: MALL_GOODS_KIND_LABELS[k] }))} />
          </Form.Item>
          {kind === 'membership' ? (
            <Space size="large" align="start">
              <Form.Item name="packageId" label="兑换的套餐" rules={[{ required: true, message: '请选择兑换的套餐' }]}>
                <Select
                  style={{ minWidth: 220 }}
                  loading={packages.isPending}
                  options={(packages.data?.list ?? []).map((p) => ({ value: p.id, label: p.title }))}
                />
              </Form.Item>
              <Form.Item
                name="days"
                label="会员天数"
                extra="兑换一次开通的天数"
                rules={[{ required: true, message: '请填写兑换的会员天数' }]}
              >
                <InputNumber min={1} max={3650} precision={0} suffix="天" />
              </Form.Item>
            </Space>
          ) : null}
          {kind === 'coins' ? (
            <Form.Item name="coins" label="金币数" rules={[{ required: true, message: '请填写兑换的金币数' }]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
          <Space size="large">
            <Form.Item name="pointsPrice" label="兑换积分" rules={[{ required: true, message: '请填写兑换积分' }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请填写库存' }]}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item name="onSale" label="上架" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <PictureField form={form} />
          <Form.Item name="description" label="商品说明">
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** The goods' picture: one the web app serves, or one the operator uploads (sniffed and size-checked by the server). */
function PictureField({ form }: { form: FormInstance<SaveGoodsBody> }) {
  const picture = Form.useWatch('picture', form);
  const { message } = App.useApp();
  const upload = useGoodsPictureUpload(
    (sent) => form.setFieldsValue({ picture: sent.url, pictureFileId: sent.fileId }),
    (text) => void message.error(text),
  );
  const uploaded = picture && !MALL_PICTURES.some((p) => p.src === picture);
  return (
    <Form.Item label="商品图片" required>
      <div className={styles.pictureField}>
        {picture ? <img src={picture} alt="商品图片预览" className={styles.picturePreview} /> : null}
        <Space direction="vertical">
          <Form.Item name="picture" noStyle rules={[{ required: true, message: '请选择或上传商品图片' }]}>
            <Select
              aria-label="站内图片"
              style={{ width: 200 }}
              onChange={() => form.setFieldValue('pictureFileId', undefined)}
              options={[
                ...MALL_PICTURES.map((p) => ({ value: p.src, label: p.name })),
                ...(uploaded ? [{ value: picture, label: '上传的图片' }] : []),
              ]}
            />
          </Form.Item>
          <Form.Item name="pictureFileId" hidden>
            <Input />
          </Form.Item>
          <Button icon={<UploadOutlined />} loading={upload.uploading} onClick={upload.choose}>
            上传图片
          </Button>
          <span className={styles.meta}>PNG、JPEG 或 WebP，不超过 2 MB</span>
        </Space>
      </div>
      <input {...upload.inputProps} />
    </Form.Item>
  );
}

function ShipQueue() {
  const [status, setStatus] = useState<RedemptionStatusValue | 'all'>('toShip');
  const [pageNum, setPageNum] = useState(1);
  const list = useRedemptions(pageNum, status === 'all' ? undefined : status);
  const ship = usePointsMutation(pointsApi.ship);
  const { message } = App.useApp();
  const [shipping, setShipping] = useState<RedemptionView | null>(null);
  const [trackingNo, setTrackingNo] = useState('');
  const confirm = () =>
    shipping &&
    ship.mutate(
      { redemptionNo: shipping.redemptionNo, trackingNo },
      {
        onSuccess: () => {
          void message.success('已标记发货，用户会收到消息');
          setShipping(null);
          setTrackingNo('');
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <Card
      title="兑换记录与发货"
      className={styles.section}
      extra={
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as RedemptionStatusValue | 'all');
            setPageNum(1);
          }}
          options={[
            { value: 'toShip', label: REDEMPTION_STATUS_LABELS.toShip },
            { value: 'shipped', label: REDEMPTION_STATUS_LABELS.shipped },
            { value: 'delivered', label: REDEMPTION_STATUS_LABELS.delivered },
            { value: 'all', label: '全部' },
          ]}
        />
      }
    >
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState description="没有这类兑换记录" />
      ) : (
        <Table<RedemptionView>
          rowKey="redemptionNo"
          dataSource={list.data.list}
          pagination={{ current: pageNum, total: list.data.total, pageSize: 20, onChange: setPageNum, hideOnSinglePage: true }}
          columns={[
            { title: '时间', render: (_, r) => new Date(r.createdAt).toLocaleString('zh-CN') },
            { title: '用户', render: (_, r) => `${r.user.nickname}（${r.user.id}）` },
            { title: '商品', dataIndex: 'title' },
            { title: '积分', dataIndex: 'points', align: 'right' },
            { title: '收货信息', render: (_, r) => (r.receiver ? `${r.receiver} ${r.phone ?? ''} ${r.address ?? ''}` : '—') },
            { title: '状态', render: (_, r) => <Tag>{r.statusName}</Tag> },
            {
              title: '操作',
              render: (_, r) =>
                r.actions.includes('ship') ? (
                  <Button size="small" type="primary" onClick={() => setShipping(r)}>
                    发货
                  </Button>
                ) : (
                  (r.trackingNo ?? '')
                ),
            },
          ]}
        />
      )}
      <Modal
        open={shipping !== null}
        title={shipping ? `发货：${shipping.title}` : ''}
        okText="确认发货"
        cancelText="取消"
        okButtonProps={{ disabled: trackingNo.trim().length < 4 }}
        confirmLoading={ship.isPending}
        onCancel={() => setShipping(null)}
        onOk={confirm}
      >
        <label htmlFor="tracking-no">快递单号</label>
        <Input id="tracking-no" value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} maxLength={40} />
      </Modal>
    </Card>
  );
}
