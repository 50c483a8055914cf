/** What the layouts may use of the message feature: the live unread count for the header badge. */
export { useLiveUnread } from './live';
export { useUnread } from './api';
