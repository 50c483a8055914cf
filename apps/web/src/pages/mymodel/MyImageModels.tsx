/** The 图片模型 tab of /mymodel/good: my photo turntables, with the same delete-to-recycle-bin actions as my 3D models. */
import { formatCount, type ImageModel } from '@moxing/shared';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMyImageModels } from '../../api/useModels';
import { EmptyState, PageError } from '../../components/states';
import { formatDate } from '../model/detailLogic';
import styles from './mymodel.module.css';
import { BatchDelete, DeleteAction, useMoveToBin } from './shelfParts';

const detailPath = (code: string) => `/imgdetail?code=${encodeURIComponent(code)}`;

export function ImageModelsTable() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const query = useMyImageModels(page);
  const { del, pending } = useMoveToBin(() => setSelected([]));

  const columns: TableColumnsType<ImageModel> = [
    {
      title: '图片模型',
      key: 'model',
      render: (_, m) => (
        <Link to={detailPath(m.code)}>
          <div className={styles.modelCell}>
            {m.cover ? <img className={styles.thumb} src={m.cover} alt="" loading="lazy" /> : <div className={styles.thumb} />}
            <div>
              <div className={styles.modelName}>{m.title}</div>
              <div className={styles.code}>{m.code}</div>
            </div>
          </div>
        </Link>
      ),
    },
    {
      title: '照片',
      key: 'photos',
      width: 120,
      render: (_, m) => (
        <Space orientation="vertical" size={2}>
          <span>{m.photoCount} 张</span>
          <span className={styles.muted}>{m.visibility === 'public' ? '公开' : '仅自己可见'}</span>
        </Space>
      ),
    },
    { title: '浏览', key: 'views', width: 90, render: (_, m) => formatCount(m.viewCount) },
    { title: '上传时间', key: 'createdAt', width: 110, render: (_, m) => formatDate(m.createdAt) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, m) => (
        <Space size={0}>
          <Link to={detailPath(m.code)}>
            <Button type="link" size="small">
              查看
            </Button>
          </Link>
          <DeleteAction onConfirm={() => del([m.code])} />
        </Space>
      ),
    },
  ];

  if (query.isError && !query.data) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <BatchDelete count={selected.length} pending={pending} onConfirm={() => del(selected)} />
      <Table<ImageModel>
        rowKey="code"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isPending || query.isPlaceholderData}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        scroll={{ x: 700 }}
        locale={{ emptyText: <EmptyState description="还没有图片模型" /> }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
    </>
  );
}
