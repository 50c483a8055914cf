/**
 * The 图片模型 tab of /mymodel/good: my photo turntables, the way to make a new one or edit one, what was just saved,
 * and the same delete-to-recycle-bin actions as my 3D models.
 */
import { PlusOutlined } from '@ant-design/icons';
import { formatCount, type ImageModel } from '@moxing/shared';
import { Alert, Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMyImageModels } from '../../api/useModels';
import { EmptyState, PageError } from '../../components/states';
import { formatDate } from '../model/detailLogic';
import { imageDetailPath, imageEditPath, type SavedNotice } from './imageModelLogic';
import styles from './mymodel.module.css';
import { BatchDelete, DeleteAction, useMoveToBin } from './shelfParts';

/** After the editor saved: what became of which model, with the way to its turntable page. */
function SavedAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as Partial<SavedNotice> | null)?.savedImageModel;
  if (!saved) return null;
  return (
    <Alert
      className={styles.notice}
      type="success"
      showIcon
      title={saved.created ? `图片模型“${saved.title}”已创建` : `图片模型“${saved.title}”已保存`}
      action={
        <Link to={imageDetailPath(saved.code)}>
          <Button size="small" type="primary" ghost>
            查看 360° 展示
          </Button>
        </Link>
      }
      closable={{ onClose: () => void navigate({ search: location.search }, { replace: true, state: null }) }}
    />
  );
}

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
        <Link to={imageDetailPath(m.code)}>
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
      width: 190,
      render: (_, m) => (
        <Space size={0}>
          <Link to={imageDetailPath(m.code)}>
            <Button type="link" size="small">
              查看
            </Button>
          </Link>
          <Link to={imageEditPath(m.code)}>
            <Button type="link" size="small">
              编辑
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
      <SavedAlert />
      <div className={styles.imageBar}>
        <span className={styles.muted}>用一组环绕物体拍摄的照片（4–72 张）做成可拖动旋转的 360° 展示。</span>
        <Link to={imageEditPath()}>
          <Button type="primary" icon={<PlusOutlined />}>
            新建图片模型
          </Button>
        </Link>
      </div>
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
