/** /hall: published showrooms by kind, with a title search and paging; operators mark free samples (/case) here. */
import { SHOW_KIND_LABELS } from '@moxing/shared';
import { App, Button, Input, Pagination, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { errorText } from '../../../lib/errorText';
import { useHall } from '../api';
import { useCaseMark } from '../logic';
import { ShowGrid } from './ShowGrid';

const KINDS = [
  { label: '全部', value: 0 },
  ...Object.entries(SHOW_KIND_LABELS).map(([value, label]) => ({ label, value: Number(value) })),
];

export default function HallPage() {
  const [kind, setKind] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const hall = useHall({ pageNum, pageSize: 12, ...(kind ? { kind } : {}), ...(keyword ? { keyword } : {}) });
  const { message } = App.useApp();
  const mark = useCaseMark((e) => void message.error(errorText(e)));
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2}>3D 展厅</Typography.Title>
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented
          options={KINDS}
          value={kind}
          onChange={(v) => {
            setKind(Number(v));
            setPageNum(1);
          }}
        />
        <Input.Search
          aria-label="搜索展厅"
          placeholder="搜索展厅名称"
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
          style={{ width: 260 }}
        />
        <Link to="/show">创建我的展厅</Link>
        <Link to="/case">免费案例</Link>
        <Link to="/industrySolution">行业方案</Link>
        <Link to="/compilationList">合辑</Link>
        <Link to="/myhallOrderForm">定制展厅</Link>
      </Space>
      {hall.isPending ? (
        <PageLoading />
      ) : hall.isError ? (
        <PageError error={hall.error} onRetry={() => void hall.refetch()} />
      ) : hall.data.list.length === 0 ? (
        <EmptyState description="还没有这类展厅" />
      ) : (
        <>
          <ShowGrid
            shows={hall.data.list}
            extra={
              mark.allowed
                ? (s) => (
                    <Button size="small" loading={mark.pendingId === s.id} onClick={() => mark.toggle(s)}>
                      {mark.label(s)}
                    </Button>
                  )
                : undefined
            }
          />
          <Pagination
            style={{ marginTop: 24, textAlign: 'center' }}
            current={pageNum}
            pageSize={12}
            total={hall.data.total}
            onChange={setPageNum}
            showSizeChanger={false}
          />
        </>
      )}
    </div>
  );
}
