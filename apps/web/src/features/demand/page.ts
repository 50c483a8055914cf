/** What the demand pages share, desktop and phone: the demand the address names and who may open which page. */
import type { DemandDetail } from '@moxing/shared';
import { useSearchParams } from 'react-router';
import { useDemandDetail } from './hooks';

/** The demand of `?code=` and its detail (not asked while `enabled` is false, e.g. logged out). */
export function useDemandInAddress(enabled = true) {
  const [params] = useSearchParams();
  const code = params.get('code');
  const detail = useDemandDetail(enabled ? code : null);
  return { code, detail };
}

/** The owner's page of a demand (/myrequireDetails, /chooseServer) is for its owner and operators. */
export function managesDemand(need: DemandDetail): boolean {
  return need.viewerRole === 'owner' || need.viewerRole === 'operator';
}

/** The work page (/doingBid) is the chosen modeller's. */
export function producesDemand(need: DemandDetail): boolean {
  return need.viewerRole === 'modeller';
}

/** An evaluation section: to evaluate, or to read the evaluations given. */
export function showsEvaluation(need: DemandDetail): boolean {
  return need.actions.includes('evaluate') || need.evaluations.length > 0;
}
