/**
 * The API contract: every call of the server, grouped by domain. docs/ARCHITECTURE.md ("Adding a call") says how a
 * call is declared here, served in apps/server and called from apps/web.
 */
import { accountCalls } from './account.js';
import { brandingCalls } from './branding.js';
import { cashoutCalls } from './cashout.js';
import { businessCalls } from './business.js';
import { catalogueCalls } from './catalogue.js';
import { contentCalls } from './content.js';
import { conversionCalls } from './conversion.js';
import { demandCalls } from './demand.js';
import { downloadCalls } from './download.js';
import { embedCalls } from './embed.js';
import { escrowCalls } from './escrow.js';
import { fileCalls } from './file.js';
import { imageModelCalls } from './imageModel.js';
import { membershipCalls } from './membership.js';
import { messageCalls } from './message.js';
import { modelCalls } from './model.js';
import { modelPageCalls } from './modelPage.js';
import { openApiCalls } from './openApi.js';
import { orderCalls } from './order.js';
import { pointsCalls } from './points.js';
import { providerCalls } from './provider.js';
import { shelfCalls } from './shelf.js';
import { showroomCalls } from './showroom.js';
import { socialCalls } from './social.js';
import { spaceCalls } from './space.js';
import { statisticsCalls } from './statistics.js';
import { systemCalls } from './system.js';
import { wechatCalls } from './wechat.js';

export * from './call.js';
export { accountCalls };
export { brandingCalls };
export { cashoutCalls };
export { businessCalls };
export { catalogueCalls };
export { contentCalls };
export { conversionCalls };
export { demandCalls };
export { downloadCalls };
export { embedCalls };
export { escrowCalls };
export { fileCalls };
export { imageModelCalls };
export { membershipCalls };
export { messageCalls };
export { modelCalls };
export { modelPageCalls };
export { openApiCalls };
export { orderCalls };
export { pointsCalls };
export { providerCalls };
export { shelfCalls };
export { showroomCalls };
export { socialCalls };
export { spaceCalls };
export { statisticsCalls };
export { systemCalls };
export { siteInfo, type SiteInfo } from './system.js';
export { wechatCalls };

export const contract = {
  account: accountCalls,
  branding: brandingCalls,
  cashout: cashoutCalls,
  business: businessCalls,
  catalogue: catalogueCalls,
  content: contentCalls,
  conversion: conversionCalls,
  demand: demandCalls,
  download: downloadCalls,
  embed: embedCalls,
  escrow: escrowCalls,
  file: fileCalls,
  imageModel: imageModelCalls,
  membership: membershipCalls,
  message: messageCalls,
  model: modelCalls,
  modelPage: modelPageCalls,
  openApi: openApiCalls,
  order: orderCalls,
  points: pointsCalls,
  provider: providerCalls,
  shelf: shelfCalls,
  showroom: showroomCalls,
  social: socialCalls,
  space: spaceCalls,
  statistics: statisticsCalls,
  system: systemCalls,
  wechat: wechatCalls,
};
