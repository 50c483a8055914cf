/** What other features may use of the home feature. */
export { HeroArt } from './HeroArt';
