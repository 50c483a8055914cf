/**
 * A gated action on desktop: the action itself when the feature check allows it, otherwise the same button disabled,
 * with the reason and a link to the package that unlocks it. Never a hidden failure.
 */
import type { FeatureKey } from '@moxing/shared';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFeature } from '../api';
import { gateView } from '../logic';
import styles from './membership.module.css';

export function GatedAction({ feature, label, children }: { feature: FeatureKey; label: string; children: ReactNode }) {
  const gate = gateView(useFeature(feature));
  if (!gate.disabled) return <>{children}</>;
  return (
    <span className={styles.gated} data-gated={feature}>
      <Tooltip title={gate.reason}>
        <Button disabled>{label}</Button>
      </Tooltip>
      <span className={styles.gatedReason}>{gate.reason}</span>
      {gate.link ? (
        <Link to={gate.link} className={styles.upgradeLink}>
          升级套餐
        </Link>
      ) : null}
    </span>
  );
}
