/** The sub-account editor's logic, shared by the desktop and phone pages. */
import { useState } from 'react';
import { CHILD_RIGHTS, hashPassword, type ChildAccount, type ChildRight } from '@moxing/shared';
import { businessApi, useChildren, useDeleteChild, useEditChild } from './api';

export interface ChildDraft {
  childId?: number;
  login: string;
  password: string;
  nickname: string;
  rights: ChildRight[];
  coinLimit: number;
  enabled: boolean;
}

export const emptyDraft = (): ChildDraft => ({
  login: '',
  password: '',
  nickname: '',
  rights: ['upload'],
  coinLimit: 0,
  enabled: true,
});
export const draftOf = (c: ChildAccount): ChildDraft => ({
  childId: c.id,
  login: c.login,
  password: '',
  nickname: c.nickname,
  rights: c.rights,
  coinLimit: c.coinLimit,
  enabled: c.enabled,
});
export { CHILD_RIGHTS };

export function useSubAccounts() {
  const children = useChildren();
  const edit = useEditChild();
  const remove = useDeleteChild();
  const [draft, setDraft] = useState<ChildDraft | null>(null);
  const [deleting, setDeleting] = useState<ChildAccount | null>(null);
  const [code, setCode] = useState('');
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    setError(null);
    try {
      const sent = await businessApi.sendCode();
      setCodeNote(`验证码已发送至主账号手机 ${sent.phone}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : '发送失败');
    }
  };

  const close = () => {
    setDraft(null);
    setDeleting(null);
    setCode('');
    setCodeNote(null);
    setError(null);
  };

  const save = async () => {
    if (!draft) return;
    setError(null);
    try {
      await edit.mutateAsync({
        ...(draft.childId ? { childId: draft.childId } : { login: draft.login, password: hashPassword(draft.password) }),
        nickname: draft.nickname,
        rights: draft.rights,
        coinLimit: draft.coinLimit,
        enabled: draft.enabled,
        code,
      });
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : '保存失败');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setError(null);
    try {
      await remove.mutateAsync({ childId: deleting.id, code });
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : '删除失败');
    }
  };

  return {
    children,
    draft,
    setDraft,
    deleting,
    setDeleting,
    code,
    setCode,
    codeNote,
    sendCode,
    save,
    confirmDelete,
    close,
    busy: edit.isPending || remove.isPending,
    error,
  };
}
