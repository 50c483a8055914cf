/** Custom logo (role LG3) and custom cover (role ZDYJZFM12) calls of the contract (packages/shared/src/contract/branding.ts). */
import { type LogoPosition, type WatermarkMode } from '@moxing/shared';
import { brandingCalls } from '@moxing/shared/calls';
import { callApi, type CallOptions } from '../../api/client';

type Quiet = Pick<CallOptions, 'silent' | 'signal'>;

export interface LogoSave {
  /** A newly uploaded picture; omitted keeps the current one. */
  fileId?: string;
  link: string | null;
  position: LogoPosition;
}

export const brandingApi = {
  myLogo: (options?: Quiet) => callApi(brandingCalls.logo, {}, options),
  saveLogo: (body: LogoSave) => callApi(brandingCalls.saveLogo, { body }, { silent: true }),
  removeLogo: () => callApi(brandingCalls.removeLogo, {}, { silent: true }),
  cover: (modelCode: string, options?: Quiet) => callApi(brandingCalls.cover, { query: { modelCode } }, options),
  saveCover: (body: { modelCode: string; fileId: string; focus: number }) =>
    callApi(brandingCalls.saveCover, { body }, { silent: true }),
  myWatermark: (options?: Quiet) => callApi(brandingCalls.watermark, {}, options),
  saveWatermark: (mode: WatermarkMode) => callApi(brandingCalls.saveWatermark, { body: { mode } }, { silent: true }),
  restoreCover: (modelCode: string) => callApi(brandingCalls.restoreCover, { body: { modelCode } }, { silent: true }),
};

export const brandingKeys = {
  all: ['branding'] as const,
  logo: () => [...brandingKeys.all, 'logo'] as const,
  cover: (modelCode: string) => [...brandingKeys.all, 'cover', modelCode] as const,
  watermark: () => [...brandingKeys.all, 'watermark'] as const,
};
