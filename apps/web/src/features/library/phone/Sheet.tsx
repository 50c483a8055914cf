/** The phone's bottom sheet (rounded top, closed by a tap outside) and its loading state. */
import { DotLoading, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

export function Sheet({
  open,
  onClose,
  destroyOnClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  destroyOnClose?: boolean;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderTopLeftRadius: 14, borderTopRightRadius: 14 }}
      destroyOnClose={destroyOnClose}
    >
      {children}
    </Popup>
  );
}

export function SheetLoading() {
  return (
    <div style={{ textAlign: 'center', padding: 24 }}>
      <DotLoading color="primary" />
    </div>
  );
}
