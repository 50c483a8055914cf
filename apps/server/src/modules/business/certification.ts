import {
  CERT_KIND_LABELS,
  MessageType,
  UserType,
  type AdminCertification,
  type CertKind,
  type CertState,
  type Certification,
  type CertifiedBadge,
  type CommitCertificationBody,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { CertificationRow } from '../../db/schema-business.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { fileUrl, type FileService } from '../file/service.js';
import type { OutgoingMessage } from '../message/service.js';
import { allowedActions, transition, type CertActor } from './transitions.js';
import * as q from './queries.js';

/** What the business module needs from the file module: certification photos kept private, public logos. */
export type CertFiles = Pick<FileService, 'requireImage' | 'publicImage' | 'setVisibility'>;

export interface CertMessages {
  send(message: OutgoingMessage, db?: Executor): Promise<void>;
}

export interface CertificationDeps {
  db: Db;
  files: CertFiles;
  messages: CertMessages;
  clock?: () => number;
}

type Photo = { label: string; fileId: string };

const mask = (s: string) => `${s.slice(0, 1)}${'*'.repeat(Math.max(0, s.length - 2))}${s.slice(-1)}`;

/** The identity papers an application carries, by kind. */
function papers(body: CommitCertificationBody): { name: string; number: string; photos: Photo[] } {
  return body.kind === 'person'
    ? {
        name: body.realName,
        number: body.idNumber,
        photos: [
          { label: '身份证人像面', fileId: body.frontFileId },
          { label: '身份证国徽面', fileId: body.backFileId },
        ],
      }
    : { name: body.companyName, number: body.creditCode, photos: [{ label: '营业执照', fileId: body.licenceFileId }] };
}

/**
 * Certification of a person (real name and resident ID) or a company (name and unified social credit code): an
 * application with photos of the papers waits for an operator (`transitions.ts`). The photos are private files:
 * only their owner and operators may read them. Approved users carry a badge wherever they are shown as authors.
 */
export class CertificationService {
  private readonly clock: () => number;

  constructor(private readonly deps: CertificationDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private present(row: CertificationRow, actor: CertActor): Certification {
    const photos = JSON.parse(row.photos) as Photo[];
    return {
      id: row.id,
      kind: row.kind as CertKind,
      name: row.name,
      number: actor === 'operator' ? row.number : mask(row.number),
      photos: photos.map((p) => ({ ...p, url: fileUrl(p.fileId) })),
      status: row.status as CertState,
      reason: row.reason,
      submittedAt: row.submitted_at,
      reviewedAt: row.reviewed_at,
      actions: allowedActions(row.status as CertState, actor),
    };
  }

  /** The caller's certification; while it waits for review the quiet code 100 (SPEC.md section 8). */
  async mine(user: AuthUser): Promise<Certification | null> {
    const row = await q.findCertification(this.k, user.id);
    if (!row) return null;
    if (row.status === 'pending') throw new AppError('quiet', '实名认证审核中，请耐心等待');
    return this.present(row, 'owner');
  }

  async commit(user: AuthUser, body: CommitCertificationBody): Promise<Certification> {
    const { name, number, photos } = papers(body);
    const existing = await q.findCertification(this.k, user.id);
    if (existing) transition(existing.status as CertState, 'resubmit', 'owner');
    const ids = photos.map((p) => p.fileId);
    if (new Set(ids).size !== ids.length) throw errors.validation('身份证两面须是两张不同的照片');
    for (const id of ids) await this.deps.files.requireImage(user.id, id, '认证照片');
    await this.deps.files.setVisibility(user.id, ids, 'private');
    const at = new Date(this.clock()).toISOString();
    const values = { kind: body.kind, name, number, photos: JSON.stringify(photos), status: 'pending', submitted_at: at };
    const row = existing
      ? await q.updateCertification(this.k, existing.id, 'rejected', {
          ...values,
          reason: null,
          reviewed_by: null,
          reviewed_at: null,
        })
      : await q.insertCertification(this.k, { user_id: user.id, ...values }).catch(async (e: unknown) => {
          if (await q.findCertification(this.k, user.id)) throw errors.conflict('认证申请已提交，请勿重复提交');
          throw e;
        });
    if (!row) throw errors.conflict('认证状态已变化，请刷新后重试');
    return this.present(row, 'owner');
  }

  async queue(query: { pageNum: number; pageSize: number; status?: CertState }) {
    const { pageNum, pageSize, status } = query;
    const [total, rows] = await Promise.all([
      q.countCertifications(this.k, status),
      q.listCertifications(this.k, status, (pageNum - 1) * pageSize, pageSize),
    ]);
    return {
      list: rows.map((r) => ({ ...this.present(r, 'operator'), user: { id: r.user_id, nickname: r.nickname, login: r.login } })),
      total,
      pageNum,
      pageSize,
    };
  }

  async review(
    operator: AuthUser,
    body: { id: number; action: 'approve' | 'reject'; reason?: string },
  ): Promise<AdminCertification> {
    if (operator.type !== UserType.operator) throw errors.forbidden('只有运营人员可以审核认证');
    const reason = body.reason?.trim() || null;
    if (body.action === 'reject' && !reason) throw errors.validation('请填写驳回原因');
    return this.k.transaction().execute(async (trx) => {
      const row = await q.findCertificationById(trx, body.id);
      if (!row) throw errors.notFound('认证申请不存在');
      const to = transition(row.status as CertState, body.action, 'operator');
      const at = new Date(this.clock()).toISOString();
      const changed = await q.updateCertification(trx, row.id, row.status, {
        status: to,
        reason: body.action === 'reject' ? reason : null,
        reviewed_by: operator.id,
        reviewed_at: at,
      });
      if (!changed) throw errors.conflict('该认证已被处理，请刷新后查看');
      const kind = CERT_KIND_LABELS[row.kind as CertKind];
      await this.deps.messages.send(
        {
          userId: row.user_id,
          type: MessageType.system,
          title: to === 'approved' ? `${kind}已通过` : `${kind}未通过`,
          content:
            to === 'approved'
              ? `恭喜，你的${kind}（${row.name}）已通过审核，认证标识将显示在你的空间、作品与投标上。`
              : `你的${kind}（${row.name}）未通过审核，原因：${reason}。请修改后重新提交。`,
          link: '/myaccount/authentication',
        },
        trx,
      );
      const user = await q.findUserBrief(trx, row.user_id);
      return { ...this.present(changed, 'operator'), user };
    });
  }

  /** Badges of authors shown together (a list of cards, bids): one query. */
  async badges(userIds: number[]): Promise<Map<number, CertifiedBadge>> {
    const rows = await q.certifiedAmong(this.k, [...new Set(userIds)]);
    return new Map(rows.map((r) => [r.user_id, r.kind as CertKind]));
  }

  async badge(userId: number): Promise<CertifiedBadge> {
    return (await this.badges([userId])).get(userId) ?? null;
  }
}
