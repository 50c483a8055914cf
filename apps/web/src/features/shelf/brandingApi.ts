/**
 * Custom logo (role LG3) and custom cover (role ZDYJZFM12) calls, as apps/server/src/modules/library/routes.ts
 * declares them.
 */
import type { LogoPosition, ModelCover, MyLogo } from '@moxing/shared';
import { http, type RequestOptions } from '../../api/client';

type Quiet = Pick<RequestOptions, 'silent' | 'signal'>;

export interface LogoSave {
  /** A newly uploaded picture; omitted keeps the current one. */
  fileId?: string;
  link: string | null;
  position: LogoPosition;
}

export const brandingApi = {
  myLogo: (options?: Quiet) => http.get<MyLogo>('model/logo', undefined, options),
  saveLogo: (body: LogoSave) => http.postJson<MyLogo>('model/saveLogo', body, { silent: true }),
  removeLogo: () => http.postJson<MyLogo>('model/removeLogo', {}, { silent: true }),
  cover: (modelCode: string, options?: Quiet) => http.get<ModelCover>('model/cover', { modelCode }, options),
  saveCover: (body: { modelCode: string; fileId: string; focus: number }) =>
    http.postJson<ModelCover>('model/saveCover', body, { silent: true }),
  restoreCover: (modelCode: string) => http.postJson<ModelCover>('model/restoreCover', { modelCode }, { silent: true }),
};

export const brandingKeys = {
  all: ['branding'] as const,
  logo: () => [...brandingKeys.all, 'logo'] as const,
  cover: (modelCode: string) => [...brandingKeys.all, 'cover', modelCode] as const,
};
