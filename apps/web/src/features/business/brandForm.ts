/**
 * /myaccount/brandMannager's logic, shared by the desktop and phone views: the company's profile and saving it, and
 * adding (with a logo) and deleting brands; a refusal is kept as the page's error.
 */
import { useState } from 'react';
import { uploadMultipart } from '../../api/uploads';
import { useCompany, useCompanyMutations } from './api';

export type Profile = { name: string; licenceNumber: string; address: string; industry: string };

export const PROFILE_LABELS: Record<keyof Profile, string> = {
  name: '企业名称',
  licenceNumber: '营业执照号（统一社会信用代码）',
  address: '地址',
  industry: '行业',
};

export const profileOf = (c: Profile | null): Profile => ({
  name: c?.name ?? '',
  licenceNumber: c?.licenceNumber ?? '',
  address: c?.address ?? '',
  industry: c?.industry ?? '',
});

const errorOf = (e: unknown) => (e instanceof Error ? e.message : '保存失败');

export function useBrandPage() {
  const company = useCompany();
  const mutations = useCompanyMutations();
  const [brandName, setBrandName] = useState('');
  const [brandLogo, setBrandLogo] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  /** Runs a change; answers whether it went through (else its message is the page's error). */
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      return true;
    } catch (e) {
      setError(errorOf(e));
      return false;
    }
  };
  return {
    company,
    mutations,
    error,
    brandName,
    setBrandName,
    brandLogo,
    saveProfile: (p: Profile) => run(() => mutations.save.mutateAsync(p)),
    deleteBrand: (id: number) => run(() => mutations.deleteBrand.mutateAsync(id)),
    uploadLogo: (file: File) => run(async () => setBrandLogo((await uploadMultipart(file)).fileId)),
    addBrand: async () => {
      if (await run(() => mutations.saveBrand.mutateAsync({ name: brandName, logoFileId: brandLogo }))) {
        setBrandName('');
        setBrandLogo(undefined);
      }
    },
  };
}
