/** The hidden multi-file input behind an upload field's own pick button; picked files go to the field's queue. */
import type { Ref } from 'react';
import type { FieldUploads } from './useFieldUploads';

export function FieldFileInput({
  ref,
  queue,
  accept,
  label,
}: {
  ref: Ref<HTMLInputElement>;
  queue: FieldUploads;
  accept: string;
  /** Accessible name of the input. */
  label: string;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple
      style={{ display: 'none' }}
      aria-label={label}
      onChange={(e) => {
        const files = Array.from(e.target.files ?? []);
        // Clear the input so picking the same file again still fires a change.
        e.target.value = '';
        queue.add(files);
      }}
    />
  );
}
