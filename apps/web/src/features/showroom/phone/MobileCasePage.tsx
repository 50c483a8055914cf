/** Phone /case: the free sample showrooms, each to walk or to start one's own show from. */
import { Button, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useCases } from '../api';
import { useStartFromCase } from '../logic';
import styles from '../showroom.module.css';
import { MobileShowCards } from './MobileShowCards';

export default function MobileCasePage() {
  const [pageSize, setPageSize] = useState(10);
  const cases = useCases({ pageNum: 1, pageSize });
  const { start, pending } = useStartFromCase((e) => Toast.show(errorText(e)));
  return (
    <div className={styles.mPage}>
      <h1 style={{ fontSize: 20, margin: '4px 0' }}>免费案例</h1>
      <p className={styles.muted}>点开就能逛；看中了就“用这个模板”，新建一个你自己的展厅。</p>
      {cases.isPending ? (
        <DotLoading color="primary" />
      ) : cases.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(cases.error)} />
      ) : cases.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="暂时还没有免费案例" description={<Link to="/hall">去 3D 展厅看看</Link>} />
      ) : (
        <>
          <MobileShowCards
            shows={cases.data.list}
            extra={(s) => (
              <Button size="small" color="primary" loading={pending === s.id} onClick={() => start(s.id)}>
                用这个模板
              </Button>
            )}
          />
          {cases.data.total > cases.data.list.length && (
            <Button block onClick={() => setPageSize((n) => n + 10)}>
              加载更多
            </Button>
          )}
        </>
      )}
    </div>
  );
}
