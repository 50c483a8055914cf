import { z } from 'zod';
import { labelled, rowId } from './fields.js';
import { LIBRARY_LIMITS, authorBrief, boolish, emptyToUndefined, keywordField, libPage } from './library.js';
import { modelCode } from './models.js';

/** Interactions on models and between users: like, collect, comment, follow and fans. */

export const likeBody = z.object({ modelCode: modelCode(), liked: boolish('点赞状态').default(true) });
export const collectBody = z.object({ modelCode: modelCode(), collected: boolish('收藏状态').default(true) });
export const likeResult = z.object({ liked: z.boolean(), likeCount: z.number() });
export const collectResult = z.object({ collected: z.boolean(), collectCount: z.number() });

export const commentContent = labelled(
  z
    .string({ error: '请填写评论内容' })
    .transform((s) => s.replace(/\r\n/g, '\n').trim())
    .pipe(z.string().min(1, '请填写评论内容').max(LIBRARY_LIMITS.commentMax, `评论最多 ${LIBRARY_LIMITS.commentMax} 个字`)),
  '评论内容',
);
export const addCommentBody = z.object({
  modelCode: modelCode(),
  content: commentContent,
  /** Replying to a comment of the same model. */
  replyTo: labelled(rowId('回复的评论不存在'), '回复的评论').optional(),
});
export const commentListQuery = z.object({ modelCode: modelCode(), ...libPage });
export const commentIdBody = z.object({ commentId: labelled(rowId('评论编号不正确'), '评论编号') });

export const commentItem = z.object({
  id: z.number(),
  content: z.string().describe('纯文本，显示时不得当作 HTML'),
  user: authorBrief,
  replyTo: z.object({ id: z.number(), user: authorBrief }).nullable(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type CommentItem = z.infer<typeof commentItem>;
export const commentPage = z.object({ list: z.array(commentItem), total: z.number(), pageNum: z.number(), pageSize: z.number() });

// --- follow / fans --------------------------------------------------------------------------------------

export const followBody = z.object({
  userId: rowId('用户编号不正确'),
  follow: boolish('关注状态').default(true),
});
export const followResult = z.object({ following: z.boolean(), fansCount: z.number() });
export const fansListQuery = z.object({
  ...libPage,
  userId: z.preprocess(emptyToUndefined, rowId('用户编号不正确').optional()),
  /** fans: who follows the user; follows: whom the user follows. */
  type: labelled(z.preprocess(emptyToUndefined, z.enum(['fans', 'follows'], '列表类型不正确').default('fans')), '列表类型'),
  keyword: keywordField,
});
export const fanItem = z.object({
  id: z.number(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  type: z.number(),
  typeName: z.string(),
  remark: z.string().nullable().describe('我给对方的备注（仅在我关注的人列表中）'),
  modelCount: z.number(),
  fansCount: z.number(),
  /** I follow them. */
  following: z.boolean(),
  /** They follow me. */
  followsMe: z.boolean(),
  since: z.string(),
});
export const fanPage = z.object({ list: z.array(fanItem), total: z.number(), pageNum: z.number(), pageSize: z.number() });
export const fansPanel = z.object({
  fansCount: z.number(),
  followCount: z.number(),
  mutualCount: z.number(),
  newFansToday: z.number(),
  newFans7Days: z.number(),
});
export const fansInfoQuery = z.object({ userId: rowId('用户编号不正确') });
export const fansInfo = z.object({
  user: z.object({ id: z.number(), nickname: z.string(), avatar: z.string().nullable(), type: z.number(), typeName: z.string() }),
  fansCount: z.number(),
  followCount: z.number(),
  modelCount: z.number(),
  likeCount: z.number().describe('作品获赞总数'),
  following: z.boolean(),
  followsMe: z.boolean(),
  isMe: z.boolean(),
});
export const fanUpdateBody = z.object({
  userId: rowId('用户编号不正确'),
  remark: labelled(z.string().trim().max(30, '备注最多 30 个字'), '备注').nullable(),
});
