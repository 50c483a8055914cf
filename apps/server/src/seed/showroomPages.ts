/**
 * The demo data of the showroom pages: the demo showrooms get their industry (/industrySolution) and become free
 * samples (/case), and three compilations (/compilationList) are made from the demo models and shows: two by the
 * operator (featured), one by an author. Made through the services, as a person or an operator would.
 */
import type { ShowIndustry } from '@moxing/shared';
import type { Services } from '../app.js';
import type { AuthUser } from '../platform/http/route.js';

export interface DemoShowroom {
  author: string;
  kind: number;
  template: string;
  title: string;
  industry: ShowIndustry;
}

type PageServices = Pick<Services, 'library' | 'showrooms' | 'compilations'>;

/** The user's public ready models (up to `limit`), as compilation entries. */
async function publicModels(services: PageServices, owner: AuthUser, limit: number) {
  const own = await services.library.pickableModels(owner, { source: 'own', pageNum: 1, pageSize: 30 });
  const models = await services.library.showroomModels(own.list.map((m) => m.modelCode));
  return models
    .filter((m) => m.ready && m.listed && !m.passwordProtected)
    .slice(0, limit)
    .map((m) => ({ kind: 'model' as const, ref: m.modelCode }));
}

export async function seedShowroomPages(
  services: PageServices,
  showrooms: readonly DemoShowroom[],
  personOf: (login: string) => Promise<AuthUser>,
  operatorLogin: string,
): Promise<void> {
  const operator = await personOf(operatorLogin);
  const shown = new Map<string, number>();
  for (const s of showrooms) {
    const owner = await personOf(s.author);
    const mine = await services.showrooms.myShows(owner, { pageNum: 1, pageSize: 50 });
    const show = mine.list.find((x) => x.title === s.title && x.status === 'published');
    if (!show) continue;
    await services.showrooms.save(owner, {
      id: show.id,
      kind: s.kind,
      title: s.title,
      template: s.template,
      industry: s.industry,
    });
    await services.showrooms.setCase(operator, show.id, true);
    shown.set(s.author, show.id);
  }
  const showItem = (author: string) => {
    const id = shown.get(author);
    return id === undefined ? [] : [{ kind: 'show' as const, ref: String(id) }];
  };

  const furniture = await personOf('19900000001');
  const homeSet = await services.compilations.save(operator, {
    title: '新中式家居精选',
    description: '实木家具、灯具与器物，配一间可漫游的新中式客厅展厅，做方案时一站挑齐',
    isPublic: true,
    items: [
      ...showItem('19900000001'),
      ...(await publicModels(services, furniture, 6)),
      ...(await publicModels(services, await personOf('19900000002'), 3)),
    ],
  });
  await services.compilations.feature(operator, homeSet.id, true);

  const tour = await services.compilations.save(operator, {
    title: '品牌展厅巡礼',
    description: '家具、珠宝、潮品与器物四座展厅，手机上就能逐一走进去看',
    isPublic: true,
    items: showrooms.flatMap((s) => showItem(s.author)),
  });
  await services.compilations.feature(operator, tour.id, true);

  const jeweller = await personOf('19900000003');
  await services.compilations.save(jeweller, {
    title: '金缕珠宝 · 新品合辑',
    description: '本季新品首饰，附品牌秀展厅',
    isPublic: true,
    items: [...showItem('19900000003'), ...(await publicModels(services, jeweller, 8))],
  });
}
