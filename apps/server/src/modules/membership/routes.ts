import { membershipCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { FileService } from '../file/service.js';
import type { MembershipService } from './service.js';

export function membershipRoutes(membership: MembershipService, files: FileService): AnyRoute[] {
  return [
    implement(membershipCalls.packages, ({ query, user }) => membership.packages(user, query.id)),
    implement(membershipCalls.roles, ({ query }) => membership.roleOffers(query.roleCode)),
    implement(membershipCalls.savePackage, ({ body, user }) => membership.savePackage(user, body)),
    implement(membershipCalls.grant, ({ body, user }) => membership.grantByOperator(user, body)),
    implement(membershipCalls.revoke, ({ body, user }) => membership.revoke(user, body)),
    implement(membershipCalls.audit, ({ query }) => membership.audit(query)),
    implement(membershipCalls.myRoles, ({ user }) => membership.myRoles(user.id)),
    implement(membershipCalls.checkRole, ({ query, user }) => membership.checks(user?.id ?? null, query.feature)),
    implement(membershipCalls.grants, ({ query, user }) => membership.grants(user, query)),
    implement(membershipCalls.checkDisk, async ({ user }) => {
      const usage = await files.usage(user.id);
      return membership.disk(user.id, usage);
    }),
    implement(membershipCalls.diskRecords, ({ user }) => membership.diskRecords(user.id)),
    implement(membershipCalls.packVersion, ({ user }) => membership.packVersion(user.id)),
  ];
}
