/** Phone /compilationList: public compilations, featured first, with a search and "load more". */
import { Button, DotLoading, ErrorBlock, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useCompilations } from '../api';
import styles from '../showroom.module.css';

export default function MobileCompilationListPage() {
  const [keyword, setKeyword] = useState('');
  const [pageSize, setPageSize] = useState(10);
  const list = useCompilations({ pageNum: 1, pageSize, ...(keyword ? { keyword } : {}) });
  return (
    <div className={styles.mPage}>
      <h1 style={{ fontSize: 20, margin: '4px 0' }}>合辑</h1>
      <SearchBar
        placeholder="搜索合辑名称"
        onSearch={(v) => setKeyword(v.trim())}
        onClear={() => setKeyword('')}
        aria-label="搜索合辑"
      />
      {list.isPending ? (
        <DotLoading color="primary" />
      ) : list.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(list.error)} />
      ) : list.data.list.length === 0 ? (
        <ErrorBlock status="empty" title={keyword ? '没有找到这样的合辑' : '还没有公开的合辑'} description="" />
      ) : (
        <>
          {list.data.list.map((c) => (
            <Link key={c.id} to={`/compilationDetail?id=${c.id}`} className={`${styles.mCard} ${styles.mCardLink}`}>
              {c.cover && <img className={styles.cover} src={c.cover} alt="" loading="lazy" />}
              <div className={styles.mCardBody}>
                <strong>{c.title}</strong> {c.featured && <Tag color="#ad6800">推荐</Tag>}
                <div className={styles.muted}>
                  {c.owner.nickname} · {c.modelCount} 个模型 · {c.showCount} 个展厅
                </div>
              </div>
            </Link>
          ))}
          {list.data.total > list.data.list.length && (
            <Button block onClick={() => setPageSize((n) => n + 10)}>
              加载更多
            </Button>
          )}
        </>
      )}
    </div>
  );
}
