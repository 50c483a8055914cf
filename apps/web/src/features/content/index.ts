/** What other features may use of the content feature. */
export { BannerCarousel } from './BannerCarousel';
export { ContentBody } from './ContentBody';
export { usePage } from './api';
