import { MessageType, type FeedbackItem, type cooperationBody, type feedbackBody } from '@moxing/shared';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { errors } from '../../platform/errors.js';
import { waitText, type RateLimiter } from '../../platform/rate-limit.js';
import type { MessageService } from '../message/service.js';
import * as q from './queries.js';

/** Feedback a user may send in an hour, and cooperation forms one address may send in an hour. */
export const FEEDBACK_PER_HOUR = 5;
export const LEADS_PER_HOUR = 5;
const HOUR = 3_600_000;

/** The file module's check that files are the sender's own (403 another user's, 404 unknown). */
export interface OwnFiles {
  requireOwnedRows(userId: number, fileIds: string[]): Promise<{ mime: string; name: string }[]>;
}

/** A screenshot's address as the upload call answers it. */
const UPLOADED = /^\/api\/common\/file\/([A-Za-z0-9_-]{1,40})$/;

export interface EngagementDeps {
  db: Db;
  messages: MessageService;
  files: OwnFiles;
  limiter: RateLimiter;
  clock?: () => number;
}

type LeadRow = Awaited<ReturnType<typeof q.insertLead>>;

const presentLead = (r: LeadRow) => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  company: r.company,
  content: r.content,
  userId: r.user_id,
  createdAt: r.created_at,
});

type FeedbackRow = NonNullable<Awaited<ReturnType<typeof q.feedbackById>>>;

function presentFeedback(r: FeedbackRow): FeedbackItem {
  return {
    id: r.id,
    type: r.type,
    content: r.content,
    contact: r.contact,
    images: JSON.parse(r.images) as string[],
    reply: r.reply,
    repliedAt: r.replied_at,
    createdAt: r.created_at,
    user: { id: r.user_id, nickname: r.nickname },
  };
}

/** What visitors send the operators: business cooperation leads and feedback (answered with a message). */
export class EngagementService {
  private readonly db: Db;
  private readonly messages: MessageService;
  private readonly files: OwnFiles;
  private readonly limiter: RateLimiter;
  private readonly clock: () => number;

  constructor(deps: EngagementDeps) {
    this.db = deps.db;
    this.messages = deps.messages;
    this.files = deps.files;
    this.limiter = deps.limiter;
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  private async limit(key: string, perHour: number, what: string) {
    const wait = await this.limiter.hit(key, perHour, HOUR);
    if (wait) throw errors.rateLimited(`${what}太频繁，请 ${waitText(wait)}后再试`, Math.ceil(wait / 1000));
  }

  async cooperate(input: z.output<typeof cooperationBody>, userId: number | null, ip: string) {
    await this.limit(`coop:${ip}`, LEADS_PER_HOUR, '提交合作意向');
    return presentLead(await q.insertLead(this.k, { ...input, user_id: userId, created_at: this.now() }));
  }

  async leads(query: { pageNum: number; pageSize: number }) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.leadsPage(this.k, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map(presentLead), total, pageNum, pageSize };
  }

  async feedback(userId: number, input: z.output<typeof feedbackBody>): Promise<FeedbackItem> {
    await this.checkScreenshots(userId, input.images);
    await this.limit(`feedback:${userId}`, FEEDBACK_PER_HOUR, '提交反馈');
    const { id } = await q.insertFeedback(this.k, {
      user_id: userId,
      type: input.type,
      content: input.content,
      contact: input.contact,
      images: JSON.stringify(input.images),
      created_at: this.now(),
    });
    return presentFeedback((await q.feedbackById(this.k, id))!);
  }

  /** Screenshots must be images the sender uploaded: another user's file (even one they can see) is refused. */
  private async checkScreenshots(userId: number, images: string[]): Promise<void> {
    const ids = images.map((url) => {
      const id = UPLOADED.exec(url)?.[1];
      if (!id) throw errors.validation('截图须是你上传的图片');
      return id;
    });
    for (const file of await this.files.requireOwnedRows(userId, ids)) {
      if (!file.mime.startsWith('image/')) throw errors.validation(`“${file.name}”不是图片，不能作为截图`);
    }
  }

  async feedbackPage(userId: number | null, query: { pageNum: number; pageSize: number }) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.feedbackPage(this.k, userId, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map(presentFeedback), total, pageNum, pageSize };
  }

  /** The answer is stored and sent to the user as a system message, together. */
  async reply(operatorId: number, id: number, reply: string): Promise<FeedbackItem> {
    await this.k.transaction().execute(async (trx) => {
      const row = await q.feedbackById(trx, id);
      if (!row) throw errors.notFound('反馈不存在');
      await q.replyFeedback(trx, id, reply, operatorId, this.now());
      await this.messages.send(
        {
          userId: row.user_id,
          type: MessageType.system,
          title: '您的意见反馈有了回复',
          content: reply,
          link: '/feedback',
          senderId: operatorId,
        },
        trx,
      );
    });
    return presentFeedback((await q.feedbackById(this.k, id))!);
  }
}
