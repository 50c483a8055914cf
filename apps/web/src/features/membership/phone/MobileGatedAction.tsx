/** The phone form of a gated action: the button disabled, the reason under it and the upgrade link. */
import type { FeatureKey } from '@moxing/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFeature } from '../api';
import { gateView } from '../logic';
import styles from './mobileMembership.module.css';

export function MobileGatedAction({ feature, label, children }: { feature: FeatureKey; label: string; children: ReactNode }) {
  const gate = gateView(useFeature(feature));
  if (!gate.disabled) return <>{children}</>;
  return (
    <div className={styles.gated} data-gated={feature}>
      <Button block disabled>
        {label}
      </Button>
      <p className={styles.gatedReason}>{gate.reason}</p>
      {gate.link ? (
        <Link to={gate.link} className={styles.upgradeLink}>
          升级套餐
        </Link>
      ) : null}
    </div>
  );
}
