import { statisticsCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { DeviceService } from './devices.js';
import type { StatisticsService } from './service.js';

export function statisticsRoutes(stats: StatisticsService, devices: DeviceService): AnyRoute[] {
  return [
    implement(calls.overview, ({ query, user }) => stats.overview(user, query)),
    implement(calls.daily, ({ query, user }) => stats.daily(user, query)),
    implement(calls.models, ({ query, user }) => stats.models(user, query)),
    implement(calls.export, async ({ query, user, reply }) => {
      const csv = await stats.exportCsv(user, query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', 'private, no-store');
      return csv.body;
    }),
    implement(calls.devices, ({ user }) => devices.list(user)),
    implement(calls.addDevice, ({ body, user }) => devices.add(user, body)),
    implement(calls.linkModel, ({ body, user }) => devices.linkModel(user, body)),
    implement(calls.implementList, () => devices.implementList()),
    implement(calls.implementSave, ({ body }) => devices.implementSave(body)),
    implement(calls.implementDelete, ({ body }) => devices.implementDelete(body.id)),
  ];
}
