/** /admin/mall on a phone: the points mall's goods (add, edit) and the physical redemptions to ship. */
import {
  MALL_GOODS_KINDS,
  MALL_GOODS_KIND_LABELS,
  REDEMPTION_STATUS_LABELS,
  type MallGoods,
  type RedemptionStatusValue,
  type SaveGoodsBody,
} from '@moxing/shared';
import { Button, Form, Input, Radio, Space, Stepper, Switch, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import {
  FormSheet,
  OperatorPhonePage,
  QueueCard,
  QueueList,
  QueueTabs,
  timeText,
  usePrompt,
} from '../../../components/phone/OperatorQueue';
import { pointsApi, useMallGoods, usePackageChoices, usePointsMutation, useRedemptions } from '../api';
import { MALL_PICTURES, goodsForm, useGoodsPictureUpload } from '../logic';

type Section = 'goods' | RedemptionStatusValue | 'all';
const SECTIONS: { value: Section; label: string }[] = [
  { value: 'goods', label: '商品' },
  { value: 'toShip', label: REDEMPTION_STATUS_LABELS.toShip },
  { value: 'shipped', label: REDEMPTION_STATUS_LABELS.shipped },
  { value: 'delivered', label: REDEMPTION_STATUS_LABELS.delivered },
  { value: 'all', label: '全部兑换' },
];

/** The goods' picture: a built-in one, or one the operator uploads (sniffed and size-checked by the server). */
function PicturePicker({
  value,
  onChange,
  onUploaded,
}: {
  value?: string;
  onChange?: (src: string) => void;
  onUploaded: (sent: { fileId: string; url: string }) => void;
}) {
  const upload = useGoodsPictureUpload(
    (sent) => {
      onUploaded(sent);
      onChange?.(sent.url);
    },
    (text) => Toast.show({ icon: 'fail', content: text }),
  );
  return (
    <Space direction="vertical">
      {value ? (
        <img src={value} alt="商品图片预览" width={120} height={90} style={{ objectFit: 'cover', borderRadius: 6 }} />
      ) : null}
      <Radio.Group value={value} onChange={(v) => onChange?.(String(v))}>
        <Space wrap>
          {MALL_PICTURES.map((p) => (
            <Radio key={p.src} value={p.src}>
              {p.name}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Button size="small" loading={upload.uploading} onClick={upload.choose}>
        上传图片（PNG、JPEG 或 WebP，不超过 2 MB）
      </Button>
      <input {...upload.inputProps} />
    </Space>
  );
}

function GoodsForm({ goods, onClose }: { goods: Partial<MallGoods>; onClose: () => void }) {
  const save = usePointsMutation(pointsApi.saveGoods);
  const packages = usePackageChoices();
  const [uploaded, setUploaded] = useState<{ fileId: string; url: string } | null>(null);
  return (
    <FormSheet<SaveGoodsBody>
      title={goods.id ? '编辑商品' : '新增商品'}
      initialValues={goodsForm(goods)}
      onSubmit={(values) =>
        save.mutateAsync({
          ...values,
          // The server checks an uploaded picture by its file, then serves it under the address it gives.
          ...(uploaded && values.picture === uploaded.url ? { pictureFileId: uploaded.fileId } : {}),
          ...(goods.id ? { id: goods.id } : {}),
        })
      }
      done="商品已保存"
      onClose={onClose}
    >
      <Form.Item name="title" label="商品名称" rules={[{ required: true, min: 2, max: 40, message: '商品名称 2–40 个字' }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="kind" label="商品类型" rules={[{ required: true, message: '请选择商品类型' }]}>
        <Radio.Group>
          <Space wrap>
            {MALL_GOODS_KINDS.map((k) => (
              <Radio key={k} value={k}>
                {MALL_GOODS_KIND_LABELS[k]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Subscribe to={['kind']}>
        {({ kind }) =>
          kind === 'membership' ? (
            <>
              <Form.Item name="packageId" label="兑换的套餐" rules={[{ required: true, message: '请选择兑换的套餐' }]}>
                <Radio.Group>
                  <Space direction="vertical">
                    {(packages.data?.list ?? []).map((p) => (
                      <Radio key={p.id} value={p.id}>
                        {p.title}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Form.Item>
              <Form.Item name="days" label="会员天数" rules={[{ required: true, message: '请填写会员天数' }]}>
                <Stepper min={1} max={3650} digits={0} />
              </Form.Item>
            </>
          ) : kind === 'coins' ? (
            <Form.Item name="coins" label="金币数" rules={[{ required: true, message: '请填写兑换的金币数' }]}>
              <Stepper min={1} digits={0} />
            </Form.Item>
          ) : null
        }
      </Form.Subscribe>
      <Form.Item name="pointsPrice" label="兑换积分" rules={[{ required: true, message: '请填写兑换积分' }]}>
        <Stepper min={1} digits={0} />
      </Form.Item>
      <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请填写库存' }]}>
        <Stepper min={0} digits={0} />
      </Form.Item>
      <Form.Item name="onSale" label="上架" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="picture" label="商品图片" rules={[{ required: true, message: '请选择或上传商品图片' }]}>
        <PicturePicker onUploaded={setUploaded} />
      </Form.Item>
      <Form.Item name="description" label="商品说明">
        <TextArea maxLength={200} rows={2} showCount />
      </Form.Item>
    </FormSheet>
  );
}

function Goods() {
  const goods = useMallGoods(true);
  const [editing, setEditing] = useState<Partial<MallGoods> | null>(null);
  return (
    <>
      <Button block color="primary" onClick={() => setEditing({})} style={{ marginBottom: 12 }}>
        新增商品
      </Button>
      <QueueList
        query={goods}
        keyOf={(g) => g.id}
        empty="还没有商品"
        render={(g) => (
          <QueueCard
            label={g.title}
            tag={g.onSale ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>}
            lines={[
              ['类型', g.kindName],
              ['兑换积分', g.pointsPrice],
              ['库存', g.stock],
            ]}
            actions={[{ key: 'edit', text: '编辑', onClick: () => setEditing(g) }]}
          >
            <img src={g.picture} alt="" width={64} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />
          </QueueCard>
        )}
      />
      {editing ? <GoodsForm goods={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function ShipQueue({ status }: { status: RedemptionStatusValue | 'all' }) {
  const [pageNum, setPageNum] = useState(1);
  const list = useRedemptions(pageNum, status === 'all' ? undefined : status);
  const ship = usePointsMutation(pointsApi.ship);
  const [prompt, ask] = usePrompt();
  return (
    <>
      <QueueList
        query={list}
        keyOf={(r) => r.redemptionNo}
        empty="没有这类兑换记录"
        pageNum={pageNum}
        onPage={setPageNum}
        render={(r) => (
          <QueueCard
            label={`${r.user.nickname} 兑换 ${r.title}`}
            title={r.title}
            tag={<Tag>{r.statusName}</Tag>}
            lines={[
              ['用户', `${r.user.nickname}（${r.user.id}）`],
              ['积分', r.points],
              ['收货信息', r.receiver ? `${r.receiver} ${r.phone ?? ''} ${r.address ?? ''}` : '—'],
              ['快递单号', r.trackingNo],
              ['兑换时间', timeText(r.createdAt)],
            ]}
            actions={
              r.actions.includes('ship')
                ? [
                    {
                      key: 'ship',
                      text: '发货',
                      color: 'primary',
                      onClick: () =>
                        ask({
                          title: `发货：${r.title}`,
                          label: '快递单号',
                          okText: '确认发货',
                          minLength: 4,
                          maxLength: 40,
                          submit: (trackingNo) => ship.mutateAsync({ redemptionNo: r.redemptionNo, trackingNo }),
                          done: '已标记发货，用户会收到消息',
                        }),
                    },
                  ]
                : []
            }
          />
        )}
      />
      {prompt}
    </>
  );
}

function Sections() {
  const [section, setSection] = useState<Section>('goods');
  return (
    <>
      <QueueTabs label="商城管理" value={section} options={SECTIONS} onChange={setSection} />
      {section === 'goods' ? <Goods /> : <ShipQueue key={section} status={section} />}
    </>
  );
}

export default function MobileMallAdminPage() {
  return (
    <OperatorPhonePage what="积分商城管理" links={[{ to: '/integralMall', text: '积分商城' }]}>
      <Sections />
    </OperatorPhonePage>
  );
}
