import type { z } from 'zod';
import {
  SERVICE_SIDE_TYPES,
  type ProviderInfo,
  type ProviderItem,
  type providerListQuery,
  type providerProfileBody,
} from '@moxing/shared';
import type { Db } from '../../db/index.js';
import type { LibraryService } from '../library/service.js';
import { errors } from '../../platform/errors.js';
import * as q from './queries.js';
import * as deliveryQueries from './queries-deliveries.js';
import * as providerQueries from './queries-providers.js';
import { modellerBrief, parseLinks, userBrief, type User } from './core.js';

const CASES_PER_PROVIDER = 3;
const PROVIDER_EVALUATIONS = 20;
const WORKS_PER_PROVIDER = 4;

/** What the provider pages take from the library: the providers' own models on show. */
export type ProviderWorks = Pick<LibraryService, 'authorsWorks' | 'authorHasWorks'>;

/** Modelling providers (/modelServer): the directory, a provider's page, the home lists and their own profile. */
export class ProviderService {
  private readonly db: Db;
  private readonly clock: () => number;
  private readonly library: ProviderWorks;

  constructor(deps: { db: Db; library: ProviderWorks; clock?: () => number }) {
    this.db = deps.db;
    this.library = deps.library;
    this.clock = deps.clock ?? Date.now;
  }

  private async present(
    rows: { id: number; nickname: string; avatar: string | null; type: number; created_at: string }[],
  ): Promise<ProviderItem[]> {
    const ids = rows.map((r) => r.id);
    const k = this.db.kysely;
    const [stats, profiles, tags, cases, derived, works] = await Promise.all([
      providerQueries.modellerStats(k, ids),
      providerQueries.listProfiles(k, ids),
      providerQueries.listTags(k, ids),
      providerQueries.recentCases(k, ids, CASES_PER_PROVIDER),
      providerQueries.completedServiceTypes(k, ids),
      this.library.authorsWorks(ids, WORKS_PER_PROVIDER),
    ]);
    return rows.map((u) => {
      const s = stats.get(u.id);
      const profile = profiles.find((p) => p.user_id === u.id);
      const own = tags.filter((t) => t.user_id === u.id);
      const specialities = own.filter((t) => t.kind === 'service').map((t) => t.value);
      return {
        ...modellerBrief(u.id, u.nickname, u.avatar, u.type, stats),
        intro: profile?.intro ?? '',
        specialities: specialities.length
          ? specialities
          : derived.filter((d) => d.modeller_id === u.id).map((d) => d.service_type),
        trades: own.filter((t) => t.kind === 'trade').map((t) => t.value),
        portfolioLinks: profile ? parseLinks(profile.portfolio_links) : [],
        inProductionCount: s?.inProduction ?? 0,
        scoreCount: s?.scoreCount ?? 0,
        cases: cases
          .filter((c) => c.modeller_id === u.id)
          .map((c) => ({
            code: c.code,
            title: c.title,
            serviceType: c.service_type,
            trade: c.trade,
            coverUrl: c.cover_url,
            completedAt: c.completed_at,
            score: c.score ?? null,
          })),
        works: works.get(u.id)?.works ?? [],
        worksCount: works.get(u.id)?.count ?? 0,
        joinedAt: u.created_at,
      };
    });
  }

  async list(query: z.output<typeof providerListQuery>) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await providerQueries.listProviders(
      this.db.kysely,
      { serviceType: query.serviceType, trade: query.trade, keyword: query.keyword || undefined },
      query.sort,
      this.library.authorHasWorks('u.id'),
      (pageNum - 1) * pageSize,
      pageSize,
    );
    return { list: await this.present(rows), total, pageNum, pageSize };
  }

  /** home/getIndexJmsList and home/getNewJmsList: recommended or newest modellers. */
  async featured(order: 'recommended' | 'newest', limit: number): Promise<ProviderItem[]> {
    const { rows } = await providerQueries.listProviders(
      this.db.kysely,
      {},
      order,
      this.library.authorHasWorks('u.id'),
      0,
      limit,
    );
    return this.present(rows);
  }

  async detail(userId: number): Promise<ProviderInfo> {
    const u = await q.findUser(this.db.kysely, userId);
    if (!u || u.status !== 1 || !SERVICE_SIDE_TYPES.includes(u.type)) throw errors.notFound('该建模服务商不存在');
    const [item] = await this.present([u]);
    const evaluations = await deliveryQueries.listEvaluationsReceived(this.db.kysely, userId, 'buyer', PROVIDER_EVALUATIONS);
    return {
      ...item!,
      evaluations: evaluations.map((e) => ({
        fromRole: 'buyer' as const,
        from: userBrief(e.from_user_id, e.from_nickname, e.from_avatar),
        to: userBrief(e.to_user_id, e.to_nickname, e.to_avatar),
        score: e.score,
        comment: e.comment,
        createdAt: e.created_at,
      })),
    };
  }

  async saveProfile(user: User, input: z.output<typeof providerProfileBody>): Promise<ProviderInfo> {
    if (!SERVICE_SIDE_TYPES.includes(user.type)) throw errors.forbidden('只有建模服务方可以设置服务资料，请先切换为服务方身份');
    const tags = [
      ...[...new Set(input.specialities)].map((value) => ({ kind: 'service', value })),
      ...[...new Set(input.trades)].map((value) => ({ kind: 'trade', value })),
    ];
    await this.db.kysely.transaction().execute((trx) =>
      providerQueries.saveProfile(
        trx,
        user.id,
        {
          intro: input.intro,
          portfolio_links: JSON.stringify(input.portfolioLinks),
          updated_at: new Date(this.clock()).toISOString(),
        },
        tags,
      ),
    );
    return this.detail(user.id);
  }
}
