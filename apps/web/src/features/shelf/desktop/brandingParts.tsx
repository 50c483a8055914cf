/** The parts the branding pages share: their heading, the picture button, and why a package feature is not available yet. */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PICTURE_ACCEPT, packagePage } from '../brandingLogic';
import shared from './mymodel.module.css';
import styles from './branding.module.css';

export function PackageNotice({ feature, role, children }: { feature: string; role: string; children: ReactNode }) {
  return (
    <Alert
      type="warning"
      showIcon
      className={shared.notice}
      title={`开通“${feature}”套餐后可用`}
      description={
        <>
          <p className={styles.noticeText}>
            “{feature}”是会员套餐中的功能（{role}）。{children}
          </p>
          <Link to={packagePage()}>
            <Button type="primary" size="small">
              查看会员套餐
            </Button>
          </Link>
        </>
      }
    />
  );
}

/** The heading of a branding page, with the way to its sibling page. */
export function BrandingHead({ title, lead, sibling }: { title: string; lead: string; sibling: { to: string; label: string } }) {
  return (
    <div className={shared.head}>
      <div>
        <h1 className={shared.title}>{title}</h1>
        <p className={shared.lead}>{lead}</p>
      </div>
      <Link to={sibling.to}>
        <Button>{sibling.label}</Button>
      </Link>
    </div>
  );
}

/** A button that opens the file chooser for a picture; choosing the same file again picks it again. */
export function PictureButton({
  disabled,
  onPick,
  children,
}: {
  disabled: boolean;
  onPick: (file: File | undefined) => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={<UploadOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}
