/** Where a demand stands: publish -> review -> bidding -> production -> completed (or rejected / cancelled). */
import type { DemandDetail } from '@moxing/shared';
import { Steps } from 'antd';

const STEP_OF: Record<number, number> = { [-2]: 1, [-1]: 1, 0: 2, 1: 3, 2: 4 };

export function NeedProgress({ need }: { need: DemandDetail }) {
  const cancelled = need.status === 3;
  const current = cancelled ? lastReached(need) : (STEP_OF[need.status] ?? 0);
  const status = need.status === -1 || cancelled ? 'error' : need.status === 2 ? 'finish' : 'process';
  return (
    <Steps
      size="small"
      current={current}
      status={status}
      responsive
      items={[
        { title: '提交需求' },
        { title: need.status === -1 ? '审核未通过' : '运营审核' },
        { title: '建模师竞标' },
        { title: '制作与交付' },
        { title: cancelled ? '已取消' : '验收完成' },
      ]}
    />
  );
}

function lastReached(need: DemandDetail): number {
  if (need.chosenAt) return 3;
  if (need.reviewedAt) return 2;
  return 1;
}
