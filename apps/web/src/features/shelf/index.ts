/** What other features may use of the shelf: the address of an image model's editor, my models (the device page). */
export { imageEditPath } from './imageModelLogic';
export { useMyModels } from './hooks';
