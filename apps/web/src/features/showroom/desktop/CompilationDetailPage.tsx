/** /compilationDetail?id=: a compilation's models and showrooms in order; operators feature it from here. */
import { UserType } from '@moxing/shared';
import { App, Avatar, Button, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { compilationApi, useCompilationMutation } from '../api';
import { useCompilationDetail } from '../logic';
import styles from '../showroom.module.css';

export default function CompilationDetailPage() {
  const { id, compilation } = useCompilationDetail();
  const operator = useSession((s) => s.user?.type === UserType.operator);
  const { message } = App.useApp();
  const feature = useCompilationMutation((v: { id: number; featured: boolean }) => compilationApi.feature(v.id, v.featured));
  if (id === null) return <PageError error={new Error('链接缺少合辑编号')} />;
  if (compilation.isPending) return <PageLoading />;
  if (compilation.isError) return <PageError error={compilation.error} onRetry={() => void compilation.refetch()} />;
  const c = compilation.data;
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <div className={styles.hero}>
        {c.cover && <img className={styles.heroCover} src={c.cover} alt="" />}
        <div>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {c.title}
          </Typography.Title>
          <Space wrap style={{ marginBottom: 8 }}>
            {c.featured && <Tag>运营推荐</Tag>}
            {!c.isPublic && <Tag>私密</Tag>}
            <Link to={`/hisspace?userId=${c.owner.id}`}>
              <Space size={4}>
                <Avatar size="small" src={c.owner.avatar ?? undefined} alt="">
                  {c.owner.nickname.slice(0, 1)}
                </Avatar>
                {c.owner.nickname}
              </Space>
            </Link>
            <span className={styles.muted}>
              {c.modelCount} 个模型 · {c.showCount} 个展厅
            </span>
          </Space>
          {c.description && <Typography.Paragraph>{c.description}</Typography.Paragraph>}
          <Space wrap>
            {c.isOwner && <Link to={`/show?tab=compilations&compilation=${c.id}`}>编辑合辑</Link>}
            {operator && c.isPublic && (
              <Button
                loading={feature.isPending}
                onClick={() =>
                  feature.mutate(
                    { id: c.id, featured: !c.featured },
                    {
                      onSuccess: () => void message.success(c.featured ? '已取消推荐' : '已推荐到合辑列表顶部'),
                      onError: (e) => void message.error(errorText(e)),
                    },
                  )
                }
              >
                {c.featured ? '取消推荐' : '推荐'}
              </Button>
            )}
          </Space>
        </div>
      </div>
      {c.items.length === 0 ? (
        <EmptyState description="这个合辑还是空的" />
      ) : (
        <div className={styles.grid}>
          {c.items.map((i) => (
            <Link
              key={`${i.kind}:${i.ref}`}
              to={i.url}
              className={styles.entry}
              aria-label={`${i.kind === 'show' ? '展厅' : '模型'}：${i.title}`}
            >
              {i.cover ? <img src={i.cover} alt="" loading="lazy" /> : <span className={styles.entryNoCover} />}
              <span className={styles.entryBody}>
                <Tag color={i.kind === 'show' ? 'blue' : 'default'}>{i.kind === 'show' ? '展厅' : '模型'}</Tag>
                <strong>{i.title}</strong>
                <br />
                <span className={styles.muted}>{i.available ? i.note : '已不可见，访客看不到这一项'}</span>
              </span>
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
