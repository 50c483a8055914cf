/** The decorate dialog's state, shared by the desktop modal and the phone popup: which banner, the introduction. */
import type { BannerConfig, BannerKey } from '@moxing/shared';
import { useRef, useState } from 'react';
import { uploadMultipart } from '../../api/uploads';
import { errorText } from '../../lib/errorText';
import { useGallery, useSaveSpace } from './api';

type Choice = { galleryKey: BannerKey } | { fileId: string; image: string };

/** `notify` shows a message the way the layout does (antd message, antd-mobile Toast). */
export function useDecorate(
  open: boolean,
  config: BannerConfig,
  notify: (kind: 'success' | 'error', text: string) => void,
  onDone: () => void,
) {
  const gallery = useGallery(open);
  const save = useSaveSpace();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [intro, setIntro] = useState(config.intro);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const selectedKey = choice && 'galleryKey' in choice ? choice.galleryKey : choice ? null : config.galleryKey;
  const uploadedImage = choice && 'fileId' in choice ? choice.image : config.kind === 'upload' ? config.image : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadMultipart(file);
      setChoice({ fileId: uploaded.fileId, image: uploaded.url });
    } catch (e) {
      notify('error', errorText(e));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onSave = async () => {
    try {
      await save.mutateAsync({ ...(choice ? ('fileId' in choice ? { fileId: choice.fileId } : choice) : {}), intro });
      notify('success', '空间已装扮好');
      setChoice(null);
      onDone();
    } catch (e) {
      notify('error', errorText(e));
    }
  };

  const pick = (key: BannerKey) => setChoice({ galleryKey: key });
  /** Back to the picture uploaded before (a fresh upload is already chosen). */
  const pickUploaded = () => {
    if (!(choice && 'fileId' in choice)) setChoice(null);
  };

  return { gallery, save, intro, setIntro, uploading, fileInput, selectedKey, uploadedImage, onFile, onSave, pick, pickUploaded };
}
