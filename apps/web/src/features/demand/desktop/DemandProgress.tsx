/** Where a demand stands: publish -> review -> bidding -> production -> completed (or rejected / cancelled). */
import type { DemandDetail } from '@moxing/shared';
import { Steps } from 'antd';
import { statusView } from '../status';

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

function lastReached(need: DemandDetail): number {
  if (need.chosenAt) return 3;
  if (need.reviewedAt) return 2;
  return 1;
}
