/** What other features and the app may use of the points feature. */
export { useShareVisit } from './shareVisit';
