/** Comments of a model: plain text only (React escapes it; never rendered as HTML), newest first, paged. */
import type { CommentItem } from '@moxing/shared';
import { App, Avatar, Button, Input, Pagination, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { useAddComment, useComments, useDeleteComment } from '../hooks';
import { CertifiedBadge } from '../../../components/CertifiedBadge';
import { EmptyState, PageError } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { relativeTime, requireLogin } from '../detailLogic';
import styles from './model.module.css';

export const COMMENT_MAX = 500;

function initial(name: string): string {
  return name.trim().slice(0, 1) || '用';
}

function CommentRow({
  item,
  onReply,
  onDelete,
  deleting,
}: {
  item: CommentItem;
  onReply: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <li className={styles.comment} data-comment-id={item.id}>
      <Avatar src={item.user.avatar ?? undefined} size={36} style={{ background: '#dbe5ff', color: '#1d54e6', flexShrink: 0 }}>
        {initial(item.user.nickname)}
      </Avatar>
      <div className={styles.commentBody}>
        <div className={styles.commentHead}>
          <strong>{item.user.nickname}</strong>
          <CertifiedBadge kind={item.user.certified} />
          {item.replyTo ? <span className={styles.muted}>回复 @{item.replyTo.user.nickname}</span> : null}
          <span className={styles.muted} title={item.createdAt}>
            {relativeTime(item.createdAt)}
          </span>
        </div>
        <p className={styles.commentText}>{item.content}</p>
        <div className={styles.commentActions}>
          <Button type="link" size="small" onClick={onReply}>
            回复
          </Button>
          {item.canDelete ? (
            <Popconfirm title="删除这条评论？" okText="删除" cancelText="取消" onConfirm={onDelete}>
              <Button type="link" size="small" danger loading={deleting}>
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export function Comments({ modelCode, total }: { modelCode: string; total: number }) {
  const { message } = App.useApp();
  const token = useSession((s) => s.token);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const comments = useComments(modelCode, page, 10);
  const add = useAddComment(modelCode);
  const remove = useDeleteComment(modelCode);
  const trimmed = text.trim();

  const submit = () => {
    if (!trimmed) {
      void message.warning('请先写点什么');
      return;
    }
    if (trimmed.length > COMMENT_MAX) {
      void message.warning(`评论最多 ${COMMENT_MAX} 个字`);
      return;
    }
    requireLogin(() =>
      add.mutate(
        { content: trimmed, replyTo: replyTo?.id },
        {
          onSuccess: () => {
            setText('');
            setReplyTo(null);
            setPage(1);
            void message.success('评论已发布');
          },
        },
      ),
    );
  };

  return (
    <section className={styles.card} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.cardTitle}>
        评论 <span className={styles.muted}>{total}</span>
      </h2>
      <div className={styles.commentForm}>
        {replyTo ? (
          <div className={styles.replying}>
            回复 @{replyTo.user.nickname}
            <Button type="link" size="small" onClick={() => setReplyTo(null)}>
              取消回复
            </Button>
          </div>
        ) : null}
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={token ? '说说你对这个模型的看法…' : '登录后参与评论'}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={COMMENT_MAX}
          showCount
          aria-label="评论内容"
          onFocus={() => {
            if (!token) requireLogin(() => undefined);
          }}
        />
        <div className={styles.commentSubmit}>
          <Button type="primary" onClick={submit} loading={add.isPending} disabled={Boolean(token) && !trimmed}>
            {token ? '发表评论' : '登录后评论'}
          </Button>
        </div>
      </div>
      {comments.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : comments.isError ? (
        <PageError error={comments.error} onRetry={() => void comments.refetch()} title="评论加载失败" />
      ) : comments.data.list.length === 0 ? (
        <EmptyState description="还没有评论，来说第一句吧" />
      ) : (
        <>
          <ul className={styles.commentList}>
            {comments.data.list.map((item) => (
              <CommentRow
                key={item.id}
                item={item}
                deleting={remove.isPending && remove.variables === item.id}
                onReply={() => requireLogin(() => setReplyTo(item))}
                onDelete={() =>
                  remove.mutate(item.id, {
                    onSuccess: () => void message.success('评论已删除'),
                    onError: (e) => {
                      if (!(e instanceof ApiError)) void message.error('删除失败');
                    },
                  })
                }
              />
            ))}
          </ul>
          {comments.data.total > 10 ? (
            <Pagination
              size="small"
              current={page}
              pageSize={10}
              total={comments.data.total}
              onChange={setPage}
              showSizeChanger={false}
              style={{ marginTop: 12, textAlign: 'right' }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
