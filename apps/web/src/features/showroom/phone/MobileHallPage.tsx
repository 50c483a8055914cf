/** Phone /hall: published showrooms by kind, with search and "load more"; operators mark free samples (/case) here. */
import { SHOW_KIND_LABELS } from '@moxing/shared';
import { Button, SearchBar, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { errorText } from '../../../lib/errorText';
import { useHall } from '../api';
import { useCaseMark } from '../logic';
import styles from '../showroom.module.css';
import { MobileShowCards } from './MobileShowCards';

export default function MobileHallPage() {
  const [kind, setKind] = useState('0');
  const [keyword, setKeyword] = useState('');
  const [pageSize, setPageSize] = useState(10);
  const hall = useHall({
    pageNum: 1,
    pageSize,
    ...(kind !== '0' ? { kind: Number(kind) } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const mark = useCaseMark((e) => Toast.show(errorText(e)));
  return (
    <div className={styles.mPage}>
      <SearchBar
        placeholder="搜索展厅名称"
        onSearch={(v) => setKeyword(v.trim())}
        onClear={() => setKeyword('')}
        aria-label="搜索展厅"
      />
      <div className={styles.mLinks}>
        <Link to="/case">免费案例</Link>
        <Link to="/industrySolution">行业方案</Link>
        <Link to="/compilationList">合辑</Link>
        <Link to="/myhallOrderForm">定制展厅</Link>
      </div>
      <Tabs activeKey={kind} onChange={setKind}>
        <Tabs.Tab title="全部" key="0" />
        {Object.entries(SHOW_KIND_LABELS).map(([v, l]) => (
          <Tabs.Tab title={l} key={v} />
        ))}
      </Tabs>
      {hall.isPending ? (
        <PhoneLoading />
      ) : hall.isError ? (
        <PhoneError error={hall.error} onRetry={() => void hall.refetch()} />
      ) : hall.data.list.length === 0 ? (
        <PhoneEmpty title="还没有这类展厅" />
      ) : (
        <>
          <MobileShowCards
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
          {hall.data.total > hall.data.list.length && (
            <Button block onClick={() => setPageSize((n) => n + 10)}>
              加载更多
            </Button>
          )}
        </>
      )}
    </div>
  );
}
