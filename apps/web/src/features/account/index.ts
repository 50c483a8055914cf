/** What the app, the layouts and other features may use of the account feature. */
export { accountApi, accountKeys } from './api';
export { useAddIdentity, useCancelWechatBinding, useCentreInfo, useChangeLogin, useIdentities, useWechatConfig } from './hooks';
export {
  completeLogin,
  handleAuthFailure,
  loadCentre,
  loadRights,
  loginWithToken,
  logout,
  logoutLocally,
  type LoginKind,
} from './session';
export { SmsCodeFields } from './desktop/SmsCodeFields';

/** The login dialog (desktop) and popup (phone) are chunks of their own, loaded when first opened. */
export const loadLoginDialog = () => import('./desktop/LoginDialog');
export const loadLoginPopup = () => import('./phone/LoginPopupContent');
