/** Route entries of the model format conversion (issue 3), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type ConversionPagePath = Extract<PagePath, '/toolCabinet'>;

export const CONVERSION_PAGES: Record<ConversionPagePath, PageDef> = {
  // The spec's tool cabinet ("upload model", "model exchange list"): the model format transform.
  '/toolCabinet': {
    title: '模型格式转换',
    description: '在线 3D 模型格式转换：FBX、OBJ、STL、PLY、DAE、3DS、glTF 转 GLB、glTF、OBJ、STL，上传后在服务器转换并下载。',
    keywords: '3D模型格式转换,FBX转GLB,OBJ转GLB,GLB转OBJ,STL转换,在线模型转换',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ConversionPage')),
  },
};
