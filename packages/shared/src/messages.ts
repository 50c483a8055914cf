import { z } from 'zod';
import { labelled, pageQuery, rowId } from './fields.js';

/** Message types (docs/spec/SPEC.md section 3, unread messages): 0 system, 1 comment, 2 order, 3 thumbs-up, 4 collect. */
export const MessageType = {
  system: 0,
  comment: 1,
  order: 2,
  thumbs: 3,
  collect: 4,
} as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];
export const MESSAGE_TYPES: readonly MessageTypeValue[] = [0, 1, 2, 3, 4];

export const MESSAGE_TYPE_LABELS: Record<MessageTypeValue, string> = {
  0: '系统通知',
  1: '评论',
  2: '订单',
  3: '点赞',
  4: '收藏',
};

const messageTypeField = labelled(
  z.coerce
    .number({ error: '消息类型不正确' })
    .int('消息类型不正确')
    .refine((n) => (MESSAGE_TYPES as readonly number[]).includes(n), '消息类型不正确'),
  '消息类型',
);

/** One id, a list of ids, or "1,2,3" (form posts). */
const idList = labelled(
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : typeof v === 'number' ? [v] : v),
    z
      .array(rowId('消息编号不正确'), {
        error: '请选择消息',
      })
      .min(1, '请选择消息')
      .max(100, '消息编号一次最多 100 个'),
  ),
  '消息',
);

export const messageListQuery = z.strictObject({
  ...pageQuery.shape,
  messageType: messageTypeField.optional(),
  /** 0 unread only, 1 read only; omitted: all. */
  read: labelled(z.coerce.number().int().min(0, '已读状态只能是 0 或 1').max(1, '已读状态只能是 0 或 1'), '已读状态').optional(),
});
export const messageIdsBody = z.strictObject({ ids: idList });
export const messageAllReadBody = z.strictObject({ messageType: messageTypeField.optional() });

export const messageItem = z.object({
  id: z.number(),
  messageType: z.number(),
  typeName: z.string(),
  title: z.string(),
  content: z.string(),
  /** Web page to open, e.g. /myrequireDetails?code=... */
  link: z.string().nullable(),
  /** Business code the message is about (a need code). */
  bizCode: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  sender: z.object({ id: z.number(), nickname: z.string(), avatar: z.string().nullable() }).nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messagePage = z.object({
  list: z.array(messageItem),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

/** message/getUnRead: unread count per type, summed (docs/spec/SPEC.md section 3). */
export const unreadSummary = z.object({
  list: z.array(z.object({ messageType: z.number(), typeNum: z.number() })),
  totalCount: z.number(),
  systemCount: z.number(),
  commentCount: z.number(),
  orderCount: z.number(),
  thumbsCount: z.number(),
  collectCount: z.number(),
});
export type UnreadSummary = z.infer<typeof unreadSummary>;

/** message/messageUnread: the bell's drop-down — the unread total and the newest unread messages. */
export const unreadLatest = z.object({ total: z.number(), list: z.array(messageItem) });

export const messageChangeResult = z.object({ changed: z.number() });
