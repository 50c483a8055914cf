/** Phone /compilationDetail?id=: a compilation's models and showrooms in order, each opening its page. */
import { DotLoading, ErrorBlock, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useCompilationDetail } from '../logic';
import styles from '../showroom.module.css';

export default function MobileCompilationDetailPage() {
  const { id, compilation } = useCompilationDetail();
  const navigate = useNavigate();
  if (id === null) return <ErrorBlock status="default" title="链接缺少合辑编号" description="" />;
  if (compilation.isPending) return <DotLoading color="primary" />;
  if (compilation.isError)
    return <ErrorBlock status="default" title="打不开这个合辑" description={errorText(compilation.error)} />;
  const c = compilation.data;
  return (
    <div className={styles.mPage}>
      {c.cover && <img className={styles.cover} src={c.cover} alt="" style={{ borderRadius: 8 }} />}
      <h1 style={{ fontSize: 20, margin: '8px 0 4px' }}>{c.title}</h1>
      <div className={styles.muted}>
        {c.featured && <Tag color="#ad6800">运营推荐</Tag>} {c.owner.nickname} · {c.modelCount} 个模型 · {c.showCount} 个展厅
      </div>
      {c.description && <p>{c.description}</p>}
      {c.items.length === 0 ? (
        <ErrorBlock status="empty" title="这个合辑还是空的" description="" />
      ) : (
        <List>
          {c.items.map((i) => (
            <List.Item
              key={`${i.kind}:${i.ref}`}
              prefix={
                i.cover ? (
                  <img src={i.cover} alt="" width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : null
              }
              description={i.available ? i.note : '已不可见，访客看不到这一项'}
              onClick={() => void navigate(i.url)}
              arrowIcon
            >
              <Tag color={i.kind === 'show' ? '#1f4fd1' : 'default'}>{i.kind === 'show' ? '展厅' : '模型'}</Tag> {i.title}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
