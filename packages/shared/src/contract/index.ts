/**
 * The API contract: every call of the server, grouped by domain. docs/ARCHITECTURE.md ("Adding a call") says how a
 * call is declared here, served in apps/server and called from apps/web.
 */
import { brandingCalls } from './branding.js';
import { catalogueCalls } from './catalogue.js';
import { conversionCalls } from './conversion.js';
import { downloadCalls } from './download.js';
import { embedCalls } from './embed.js';
import { imageModelCalls } from './imageModel.js';
import { messageCalls } from './message.js';
import { modelCalls } from './model.js';
import { modelPageCalls } from './modelPage.js';
import { shelfCalls } from './shelf.js';
import { socialCalls } from './social.js';
import { systemCalls } from './system.js';

export * from './call.js';
export { messageCalls, systemCalls };
export { catalogueCalls, modelPageCalls, shelfCalls, embedCalls, brandingCalls, downloadCalls, imageModelCalls };
export { modelCalls, conversionCalls, socialCalls };

export const contract = {
  system: systemCalls,
  message: messageCalls,
  catalogue: catalogueCalls,
  modelPage: modelPageCalls,
  shelf: shelfCalls,
  embed: embedCalls,
  branding: brandingCalls,
  download: downloadCalls,
  imageModel: imageModelCalls,
  model: modelCalls,
  conversion: conversionCalls,
  social: socialCalls,
};
