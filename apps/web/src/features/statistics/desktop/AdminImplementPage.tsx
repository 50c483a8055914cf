/** /admin/implement: operators edit the hardware showcase of /implement. */
import type { ImplementEntry } from '@moxing/shared';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Table, message } from 'antd';
import { useState } from 'react';
import { PageError } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { useDeleteImplement, useImplementList, useSaveImplement, type ImplementInput } from '../api';
import styles from '../statistics.module.css';

const EMPTY: ImplementInput = { bigTitle: '', smallTitle: '', text: '', descUrl: '', video: '', code: '', sort: 0 };

export default function AdminImplementPage() {
  const list = useImplementList();
  const save = useSaveImplement();
  const remove = useDeleteImplement();
  const [editing, setEditing] = useState<ImplementInput | null>(null);
  const [form] = Form.useForm<ImplementInput>();

  const open = (entry: ImplementInput) => {
    setEditing(entry);
    form.setFieldsValue(entry);
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>硬件展示管理</h1>
        <Button type="primary" onClick={() => open(EMPTY)}>
          新增条目
        </Button>
      </div>
      {list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ImplementEntry>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          pagination={false}
          columns={[
            { title: '排序', dataIndex: 'sort', width: 70 },
            { title: '型号', dataIndex: 'code', width: 120 },
            { title: '主标题', dataIndex: 'bigTitle' },
            { title: '副标题', dataIndex: 'smallTitle' },
            {
              title: '操作',
              width: 140,
              render: (_v, e) => (
                <>
                  <Button type="link" onClick={() => open(e)}>
                    编辑
                  </Button>
                  <Popconfirm
                    title={`删除「${e.bigTitle}」？`}
                    onConfirm={() => remove.mutate(e.id, { onError: (err) => void message.error(errorText(err)) })}
                  >
                    <Button type="link" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing?.id ? '编辑条目' : '新增条目'}
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
          onFinish={(v) =>
            save.mutate(
              { ...v, id: editing?.id },
              {
                onSuccess: () => {
                  void message.success('已保存');
                  setEditing(null);
                },
                onError: (e) => void message.error(errorText(e)),
              },
            )
          }
        >
          <Form.Item label="主标题" name="bigTitle" rules={[{ required: true, message: '请输入主标题' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item label="副标题" name="smallTitle" rules={[{ required: true, message: '请输入副标题' }]}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item label="介绍" name="text" rules={[{ required: true, message: '请输入介绍' }]}>
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Form.Item label="型号" name="code" rules={[{ required: true, message: '请输入型号' }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item label="详情链接（站内路径或 https 地址）" name="descUrl">
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item label="视频地址（站内路径或 https 地址）" name="video">
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item label="排序（小的在前）" name="sort">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
