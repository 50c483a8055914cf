import { brandingCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { BrandingService } from './service.js';

export function brandingRoutes(branding: BrandingService): AnyRoute[] {
  return [
    implement(brandingCalls.logo, ({ user }) => branding.myLogo(user)),
    implement(brandingCalls.saveLogo, ({ body, user }) => branding.saveLogo(user, body)),
    implement(brandingCalls.removeLogo, ({ user }) => branding.removeLogo(user)),
    implement(brandingCalls.watermark, ({ user }) => branding.myWatermark(user)),
    implement(brandingCalls.saveWatermark, ({ body, user }) => branding.saveWatermark(user, body.mode)),
    implement(brandingCalls.cover, ({ query, user }) => branding.cover(user, query.modelCode)),
    implement(brandingCalls.saveCover, ({ body, user }) => branding.saveCover(user, body)),
    implement(brandingCalls.restoreCover, ({ body, user }) => branding.restoreCover(user, body.modelCode)),
  ];
}
