/** The phone comments: the list (endless) and the composer with reply, in a bottom sheet. Plain text only. */
import type { CommentItem } from '@moxing/shared';
import { Button, Dialog, ErrorBlock, InfiniteScroll, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useAddComment, useDeleteComment, useInfiniteComments } from '../hooks';
import { errorText } from '../../../lib/errorText';
import { CertifiedBadge } from '../../../components/CertifiedBadge';
import { relativeTime, requireLogin } from '../detailLogic';
import { COMMENT_MAX_LENGTH } from '../limits';
import { Sheet, SheetLoading } from './Sheet';
import styles from './mmodel.module.css';

export function CommentLine({ item, onReply, onDelete }: { item: CommentItem; onReply?: () => void; onDelete?: () => void }) {
  return (
    <div className={styles.comment} data-comment-id={item.id}>
      <div className={styles.avatar}>
        {item.user.avatar ? <img src={item.user.avatar} alt="" /> : item.user.nickname.slice(0, 1)}
      </div>
      <div className={styles.commentMain}>
        <div className={styles.commentHead}>
          <strong>{item.user.nickname}</strong>
          <CertifiedBadge kind={item.user.certified} />
          {item.replyTo ? <span>回复 @{item.replyTo.user.nickname}</span> : null}
          <span>{relativeTime(item.createdAt)}</span>
        </div>
        <p className={styles.commentText}>{item.content}</p>
        {onReply || onDelete ? (
          <div className={styles.commentOps}>
            {onReply ? (
              <button type="button" onClick={onReply}>
                回复
              </button>
            ) : null}
            {onDelete && item.canDelete ? (
              <button type="button" onClick={onDelete}>
                删除
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function MobileComments({
  modelCode,
  open,
  onClose,
  total,
  composeFirst,
}: {
  modelCode: string;
  open: boolean;
  onClose: () => void;
  total: number;
  composeFirst: boolean;
}) {
  const comments = useInfiniteComments(modelCode);
  const add = useAddComment(modelCode);
  const remove = useDeleteComment(modelCode);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const items = comments.data?.pages.flatMap((p) => p.list) ?? [];
  const send = () => {
    const content = text.trim();
    if (!content) {
      Toast.show({ content: '请先写点什么' });
      return;
    }
    requireLogin(() =>
      add.mutate(
        { content, replyTo: replyTo?.id },
        {
          onSuccess: () => {
            setText('');
            setReplyTo(null);
            Toast.show({ icon: 'success', content: '评论已发布' });
          },
        },
      ),
    );
  };
  return (
    <Sheet open={open} onClose={onClose} destroyOnClose>
      <div className={styles.popupHead}>评论 {total}</div>
      <div className={styles.commentsScroll}>
        {comments.isPending ? (
          <SheetLoading />
        ) : comments.isError ? (
          <ErrorBlock status="default" title="评论加载失败" description={errorText(comments.error)} />
        ) : items.length === 0 ? (
          <ErrorBlock status="empty" title="还没有评论" description="来说第一句吧" />
        ) : (
          <>
            {items.map((item) => (
              <CommentLine
                key={item.id}
                item={item}
                onReply={() => requireLogin(() => setReplyTo(item))}
                onDelete={() =>
                  void Dialog.confirm({
                    'aria-label': '删除评论',
                    content: '删除这条评论？',
                    confirmText: '删除',
                    cancelText: '取消',
                    onConfirm: async () => {
                      await remove.mutateAsync(item.id);
                      Toast.show({ content: '已删除' });
                    },
                  })
                }
              />
            ))}
            <InfiniteScroll
              loadMore={async () => void (await comments.fetchNextPage())}
              hasMore={Boolean(comments.hasNextPage)}
            />
          </>
        )}
      </div>
      {replyTo ? (
        <div className={styles.replyHint}>
          回复 @{replyTo.user.nickname}{' '}
          <button type="button" style={{ border: 0, background: 'none', color: '#5f6b7d' }} onClick={() => setReplyTo(null)}>
            取消
          </button>
        </div>
      ) : null}
      <div className={styles.composer}>
        <TextArea
          value={text}
          onChange={setText}
          placeholder="说说你的看法…"
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={COMMENT_MAX_LENGTH}
          autoFocus={composeFirst}
          aria-label="评论内容"
        />
        <Button color="primary" size="small" loading={add.isPending} onClick={send}>
          发送
        </Button>
      </div>
    </Sheet>
  );
}
