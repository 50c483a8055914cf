/**
 * The 图片模型 tab of /mymodel/good: my photo turntables, the way to make a new one or edit one, what was just saved,
 * and the same delete-to-recycle-bin actions as my 3D models.
 */
import { PlusOutlined } from '@ant-design/icons';
import { formatCount, type ImageModel } from '@moxing/shared';
import { Alert, Button, Space, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMyImageModels } from '../hooks';
import { EmptyState, PageError } from '../../../components/states';
import { formatDate } from '../../library';
import { imageDetailPath, imageEditPath, type SavedNotice } from '../imageModelLogic';
import styles from './mymodel.module.css';
import { DeleteAction, RowAction, ShelfList, useMoveToBin, visibilityText, type ShelfCardView } from './shelfParts';

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

const imageActions = (m: ImageModel, onDelete: () => void): ReactNode[] => [
  <Link key="view" to={imageDetailPath(m.code)}>
    <RowAction>查看</RowAction>
  </Link>,
  <Link key="edit" to={imageEditPath(m.code)}>
    <RowAction>编辑</RowAction>
  </Link>,
  <DeleteAction key="delete" onConfirm={onDelete} />,
];

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
          <span className={styles.muted}>{visibilityText(m.visibility)}</span>
        </Space>
      ),
    },
    { title: '浏览', key: 'views', width: 90, render: (_, m) => formatCount(m.viewCount) },
    { title: '上传时间', key: 'createdAt', width: 110, render: (_, m) => formatDate(m.createdAt) },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, m) => <Space size={0}>{imageActions(m, () => del([m.code]))}</Space>,
    },
  ];

  const card = (m: ImageModel): ShelfCardView => ({
    title: m.title,
    thumb: m.cover,
    href: imageDetailPath(m.code),
    tags: <span>{visibilityText(m.visibility)}</span>,
    stats: [
      { label: '照片', value: `${m.photoCount} 张` },
      { label: '浏览', value: formatCount(m.viewCount) },
    ],
    dates: [`上传于 ${formatDate(m.createdAt)}`],
    actions: imageActions(m, () => del([m.code])),
  });

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
      <ShelfList<ImageModel>
        rowKey="code"
        columns={columns}
        card={card}
        query={query}
        selection={{ keys: selected, onChange: setSelected, pending, onDelete: () => del(selected) }}
        scrollX={700}
        empty={<EmptyState description="还没有图片模型" />}
        page={page}
        onPage={setPage}
      />
    </>
  );
}
