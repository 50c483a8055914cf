/** What the 3D and image model lists of /mymodel/good share: moving models to the recycle bin, one or several at once. */
import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space } from 'antd';
import { useRemoveModels } from '../../api/useModels';

/** Deletes by code (3D and image models alike go to the recycle bin), then says so. */
export function useMoveToBin(onDone: () => void) {
  const { message } = App.useApp();
  const remove = useRemoveModels();
  const del = (codes: string[]) =>
    remove.mutate(codes, {
      onSuccess: (r) => {
        onDone();
        void message.success(`已将 ${r.changed} 个模型移入回收站，30 天内可恢复`);
      },
    });
  return { del, pending: remove.isPending };
}

export function DeleteAction({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Popconfirm title="移入回收站？" description="30 天内可在回收站恢复" okText="删除" cancelText="取消" onConfirm={onConfirm}>
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}

export function BatchDelete({ count, pending, onConfirm }: { count: number; pending: boolean; onConfirm: () => void }) {
  if (count === 0) return null;
  return (
    <Space style={{ marginBottom: 12 }}>
      <span>已选 {count} 个</span>
      <Popconfirm title={`将 ${count} 个模型移入回收站？`} okText="删除" cancelText="取消" onConfirm={onConfirm}>
        <Button danger icon={<DeleteOutlined />} loading={pending}>
          批量删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
