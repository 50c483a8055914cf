import { catalogueCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { CatalogueService } from './service.js';

export function catalogueRoutes(catalogue: CatalogueService): AnyRoute[] {
  return [
    implement(catalogueCalls.list, ({ query }) => catalogue.list(query)),
    implement(catalogueCalls.homeList, ({ query }) => catalogue.list(query)),
    implement(catalogueCalls.suggest, ({ query }) => catalogue.suggest(query.keyword, query.limit)),
    implement(catalogueCalls.searchFacets, ({ query }) => catalogue.searchFacets(query.keyword)),
    implement(catalogueCalls.synonyms, () => catalogue.synonyms()),
    implement(catalogueCalls.saveSynonyms, ({ body }) => catalogue.saveSynonyms(body.groups)),
    implement(catalogueCalls.homeLists, () => catalogue.homeLists()),
    implement(catalogueCalls.trades, () => catalogue.trades()),
    implement(catalogueCalls.filters, () => catalogue.filters()),
    implement(catalogueCalls.types, ({ query }) => catalogue.typeList(query.trade)),
    implement(catalogueCalls.typeGroups, () => catalogue.typeGroups()),
  ];
}
