/** What other features may use of the content feature. */
export { BannerCarousel } from './BannerCarousel';
export { ContentBody } from './ContentBody';
export { usePage } from './api';
/** The post-login activity popup's chunk, loaded by the layouts only once a login switched it on. */
export const loadActivityPopup = () => import('./ActivityPopup').then((m) => ({ default: m.ActivityPopup }));
