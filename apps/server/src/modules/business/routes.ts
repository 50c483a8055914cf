import { businessCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { SubAccountService } from './accounts.js';
import type { CertificationService } from './certification.js';
import type { CompanyService } from './company.js';

export function businessRoutes(s: {
  certification: CertificationService;
  accounts: SubAccountService;
  company: CompanyService;
}): AnyRoute[] {
  return [
    implement(calls.getCertification, ({ user }) => s.certification.mine(user)),
    implement(calls.commitCertification, ({ body, user }) => s.certification.commit(user, body)),
    implement(calls.certificationQueue, ({ query }) => s.certification.queue(query)),
    implement(calls.reviewCertification, ({ body, user }) => s.certification.review(user, body)),
    implement(calls.sendCode, ({ user }) => s.accounts.sendCode(user)),
    implement(calls.editAccount, ({ body, user }) => s.accounts.edit(user, body)),
    implement(calls.childList, ({ user }) => s.accounts.list(user)),
    implement(calls.deleteChild, ({ body, user }) => s.accounts.remove(user, body)),
    implement(calls.activity, ({ query, user }) => s.accounts.activity(user, query)),
    implement(calls.companyInfo, ({ user }) => s.company.info(user)),
    implement(calls.saveCompany, ({ body, user }) => s.company.save(user, body)),
    implement(calls.saveBrand, ({ body, user }) => s.company.saveBrand(user, body)),
    implement(calls.deleteBrand, ({ body, user }) => s.company.deleteBrand(user, body.id)),
  ];
}
