/** What other features may use of the model library: model query keys, list and viewer hooks, shared helpers. */
export { modelKeys, type ModelListParams } from './api';
export { useCollect, useImageModel, useModelList, useViewerPresets } from './hooks';
export { formatDate, isNotFound } from './detailLogic';
export { useImageCode } from './imageCode';
export { POPULAR_SEARCHES, searchPath } from './libraryParams';
