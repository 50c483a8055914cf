/** What other features may use of membership: the feature check and the gated-action buttons. */
export { useFeature, useFeatureChecks, membershipKeys } from './api';
export { GatedAction } from './desktop/GatedAction';
export { MobileGatedAction } from './phone/MobileGatedAction';
export { gateView, upgradeLink } from './logic';
