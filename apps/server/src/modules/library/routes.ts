import type { AnyRoute } from '../../platform/http/route.js';
import { brandingRoutes } from '../branding/routes.js';
import { catalogueRoutes } from '../catalogue/routes.js';
import { downloadRoutes } from '../download/routes.js';
import { embedRoutes } from '../embed/routes.js';
import type { FileService } from '../file/service.js';
import { imageModelRoutes } from '../imageModel/routes.js';
import { modelPageRoutes } from '../modelPage/routes.js';
import { shelfRoutes } from '../shelf/routes.js';
import type { LibraryService } from './service.js';

/** The routes of the library's concept modules (model files are served by the model module's routes). */
export function libraryRoutes(library: LibraryService, files: FileService): AnyRoute[] {
  return [
    ...catalogueRoutes(library.catalogue),
    ...modelPageRoutes(library.modelPage),
    ...shelfRoutes(library.shelf, library.recycleBin),
    ...brandingRoutes(library.branding),
    ...embedRoutes(library.embed),
    ...downloadRoutes(library.downloads, files),
    ...imageModelRoutes(library.imageModels),
  ];
}
