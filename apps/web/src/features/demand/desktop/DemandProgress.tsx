/** Where a demand stands: publish -> review -> bidding -> production -> completed (or rejected / cancelled). */
import type { DemandDetail } from '@moxing/shared';
import { Card, Steps } from 'antd';
import type { ReactNode } from 'react';
import { statusView } from '../status';
import styles from './demand.module.css';

export function DemandProgress({ need }: { need: DemandDetail }) {
  const view = statusView(need.status);
  return (
    <Steps
      size="small"
      current={view.step ?? lastReached(need)}
      status={view.stepState}
      responsive
      items={[
        { title: '提交需求' },
        { title: view.reviewStep },
        { title: '建模师竞标' },
        { title: '制作与交付' },
        { title: view.lastStep },
      ]}
    />
  );
}

/** The progress steps in a card, with the banner that says what the viewer can do at this stage. */
export function DemandProgressCard({ need, banner }: { need: DemandDetail; banner: ReactNode }) {
  return (
    <Card className={styles.card}>
      <DemandProgress need={need} />
      <div style={{ marginTop: 16 }}>{banner}</div>
    </Card>
  );
}

function lastReached(need: DemandDetail): number {
  if (need.chosenAt) return 3;
  if (need.reviewedAt) return 2;
  return 1;
}
