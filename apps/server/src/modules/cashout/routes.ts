import { cashoutCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { receiveMultipart } from '../file/routes.js';
import type { FileService } from '../file/service.js';
import type { CashoutService } from './service.js';

export function cashoutRoutes(cashout: CashoutService, files: FileService): AnyRoute[] {
  return [
    implement(calls.incomeList, ({ query, user }) => cashout.incomeList(user.id, query)),
    implement(calls.earnings, ({ user }) => cashout.summary(user.id)),
    // The photo of a card is private: its owner and operators only.
    implement(calls.uploadCardPic, async ({ user, req, reply }) =>
      cashout.cardPicUploaded(await receiveMultipart(files, user, req, reply, 'private')),
    ),
    implement(calls.addAccount, ({ body, user }) => cashout.addAccount(user, body)),
    implement(calls.accounts, ({ user }) => cashout.accounts(user.id)),
    implement(calls.deleteAccount, ({ body, user }) => cashout.deleteAccount(user.id, body.id)),
    implement(calls.apply, ({ body, user }) => cashout.apply(user, body)),
    implement(calls.myCashouts, ({ query, user }) => cashout.myCashouts(user, query)),
    implement(calls.adminList, ({ query }) => cashout.adminList(query)),
    implement(calls.adminExport, async ({ query, reply }) => {
      const csv = await cashout.exportCsv(query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cashouts.csv"')
        .header('cache-control', 'no-store');
      return csv;
    }),
    implement(calls.approve, ({ body, user }) => cashout.approve(user, body)),
    implement(calls.reject, ({ body, user }) => cashout.reject(user, body)),
  ];
}
