/** What other features may use of the shelf: the address of an image model's editor. */
export { imageEditPath } from './imageModelLogic';
