/** Route entries of business accounts (certification, sub-accounts, company and brands), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type BusinessPath = Extract<
  PagePath,
  | '/myaccount/authentication'
  | '/myaccount/toAuthentication'
  | '/myaccount/subaccount'
  | '/myaccount/brandMannager'
  | '/admin/certifications'
>;

const certification = lazyPage(() => import('./desktop/CertificationPage'));
const mobileCertification = lazyPage(() => import('./phone/MobileCertificationPage'));

export const BUSINESS_PAGES: Record<BusinessPath, PageDef> = {
  '/myaccount/authentication': { title: '实名认证', layout: 'main', desktop: certification, mobile: mobileCertification },
  '/myaccount/toAuthentication': { title: '申请实名认证', layout: 'main', desktop: certification, mobile: mobileCertification },
  '/myaccount/subaccount': {
    title: '子账号管理',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/SubAccountPage')),
    mobile: lazyPage(() => import('./phone/MobileSubAccountPage')),
  },
  '/myaccount/brandMannager': {
    title: '企业与品牌',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/BrandPage')),
    mobile: lazyPage(() => import('./phone/MobileBrandPage')),
  },
  '/admin/certifications': {
    title: '实名认证审核',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/AdminCertificationsPage')),
    mobile: lazyPage(() => import('./phone/MobileAdminCertificationsPage')),
  },
};
