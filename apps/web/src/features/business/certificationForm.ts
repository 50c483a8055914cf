/** The certification form's logic, shared by the desktop and phone pages. */
import { useState } from 'react';
import { isCreditCode, isResidentId, type CertKind, type CommitCertificationBody } from '@moxing/shared';
import { uploadMultipart } from '../../api/uploads';
import { useCertification, useCommitCertification } from './api';

export type PhotoSlot = 'front' | 'back' | 'licence';
export const PHOTO_LABELS: Record<PhotoSlot, string> = { front: '身份证人像面', back: '身份证国徽面', licence: '营业执照' };
export const SLOTS: Record<CertKind, PhotoSlot[]> = { person: ['front', 'back'], company: ['licence'] };

export function useCertificationForm() {
  const current = useCertification();
  const commit = useCommitCertification();
  const [kind, setKind] = useState<CertKind>('company');
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [photos, setPhotos] = useState<Partial<Record<PhotoSlot, { fileId: string; name: string }>>>({});
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (slot: PhotoSlot, file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const sent = await uploadMultipart(file);
      setPhotos((p) => ({ ...p, [slot]: { fileId: sent.fileId, name: file.name } }));
    } catch (e) {
      setError(e instanceof Error ? e.message : '上传失败');
    } finally {
      setUploading(false);
    }
  };

  /** Checks what the browser can (check digits) before sending. */
  const submit = async () => {
    setError(null);
    const n = number.trim().toUpperCase();
    if (kind === 'person' && !isResidentId(n)) return setError('身份证号码不正确，请核对出生日期与最后一位校验码');
    if (kind === 'company' && !isCreditCode(n)) return setError('统一社会信用代码不正确，请核对最后一位校验码');
    const missing = SLOTS[kind].find((s) => !photos[s]);
    if (missing) return setError(`请上传${PHOTO_LABELS[missing]}照片`);
    const body: CommitCertificationBody =
      kind === 'person'
        ? { kind, realName: name, idNumber: n, frontFileId: photos.front!.fileId, backFileId: photos.back!.fileId }
        : { kind, companyName: name, creditCode: n, licenceFileId: photos.licence!.fileId };
    try {
      await commit.mutateAsync(body);
    } catch (e) {
      setError(e instanceof Error ? e.message : '提交失败');
    }
  };

  return {
    current,
    kind,
    setKind,
    name,
    setName,
    number,
    setNumber,
    photos,
    choose,
    uploading,
    submit,
    submitting: commit.isPending,
    error,
  };
}
