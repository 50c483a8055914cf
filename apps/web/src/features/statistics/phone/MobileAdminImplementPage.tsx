/** /admin/implement on a phone: the entries of the hardware showcase (/implement); add, edit, delete. */
import type { ImplementEntry } from '@moxing/shared';
import { Button, Form, Input, Stepper, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { FormSheet, OperatorPhonePage, QueueCard, QueueList, confirmThen } from '../../../components/phone/OperatorQueue';
import { useDeleteImplement, useImplementList, useSaveImplement, type ImplementInput } from '../api';

const EMPTY: ImplementInput = { bigTitle: '', smallTitle: '', text: '', descUrl: '', video: '', code: '', sort: 0 };

function EntryForm({ entry, onClose }: { entry: ImplementInput; onClose: () => void }) {
  const save = useSaveImplement();
  return (
    <FormSheet<ImplementInput>
      title={entry.id ? '编辑条目' : '新增条目'}
      initialValues={entry}
      onSubmit={(values) => save.mutateAsync({ ...values, id: entry.id })}
      done="已保存"
      onClose={onClose}
    >
      <Form.Item name="bigTitle" label="主标题" rules={[{ required: true, message: '请输入主标题' }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="smallTitle" label="副标题" rules={[{ required: true, message: '请输入副标题' }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="text" label="介绍" rules={[{ required: true, message: '请输入介绍' }]}>
        <TextArea rows={4} maxLength={2000} />
      </Form.Item>
      <Form.Item name="code" label="型号" rules={[{ required: true, message: '请输入型号' }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="descUrl" label="详情链接（站内路径或 https 地址）">
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="video" label="视频地址（站内路径或 https 地址）">
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <Stepper min={0} max={9999} digits={0} />
      </Form.Item>
    </FormSheet>
  );
}

function Entries() {
  const list = useImplementList();
  const remove = useDeleteImplement();
  const [editing, setEditing] = useState<ImplementInput | null>(null);
  return (
    <>
      <Button block color="primary" onClick={() => setEditing(EMPTY)} style={{ marginBottom: 12 }}>
        新增条目
      </Button>
      <QueueList
        query={list}
        keyOf={(e) => e.id}
        empty="还没有硬件展示条目"
        render={(e: ImplementEntry) => (
          <QueueCard
            label={e.bigTitle}
            tag={<Tag>{e.code}</Tag>}
            lines={[
              ['副标题', e.smallTitle],
              ['排序', e.sort],
            ]}
            actions={[
              { key: 'edit', text: '编辑', onClick: () => setEditing(e) },
              {
                key: 'delete',
                text: '删除',
                color: 'danger',
                onClick: () =>
                  confirmThen({
                    content: `删除「${e.bigTitle}」？`,
                    confirmText: '删除',
                    run: () => remove.mutateAsync(e.id),
                    done: '已删除',
                  }),
              },
            ]}
          />
        )}
      />
      {editing ? <EntryForm entry={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export default function MobileAdminImplementPage() {
  return (
    <OperatorPhonePage what="硬件展示管理" links={[{ to: '/implement', text: '查看展示页' }]}>
      <Entries />
    </OperatorPhonePage>
  );
}
