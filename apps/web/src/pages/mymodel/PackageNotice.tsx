/** The parts the branding pages share: their heading and why a package feature is not available yet. */
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { packagePage } from './brandingLogic';
import styles from './mymodel.module.css';

export function PackageNotice({ feature, role, children }: { feature: string; role: string; children: ReactNode }) {
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.notice}
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
    <div className={styles.head}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      <Link to={sibling.to}>
        <Button>{sibling.label}</Button>
      </Link>
    </div>
  );
}
