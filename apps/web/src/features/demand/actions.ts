/** TEMPORARY until the server's `actions` land: what the viewer may do, from the fields answered today. */
import type { BidView, DeliveryView, NeedDetail, NeedSummary } from '@moxing/shared';

type Action =
  | 'approve'
  | 'reject'
  | 'edit'
  | 'bid'
  | 'withdrawBid'
  | 'choose'
  | 'deliver'
  | 'requestChange'
  | 'accept'
  | 'cancel'
  | 'evaluate';

function isDetail(s: object): s is NeedDetail {
  return 'viewerRole' in s;
}
function isBid(s: object): s is BidView {
  return 'modeller' in s && 'priceText' in s;
}
function isDelivery(s: object): s is DeliveryView {
  return 'files' in s && 'note' in s;
}

export function can(s: NeedDetail | NeedSummary | BidView | DeliveryView, a: Action): boolean {
  if (isBid(s)) return s.status === 0 && (a === 'withdrawBid' ? s.mine : a === 'choose' && !s.mine);
  if (isDelivery(s)) return s.status === 0 && (a === 'accept' || a === 'requestChange');
  const st = s.status;
  if (!isDetail(s)) {
    if (a === 'choose') return st === 0 && s.bidCount > 0;
    if (a === 'edit') return st === -1 || st === -2;
    if (a === 'approve' || a === 'reject') return st === -2;
    return false;
  }
  const owner = s.viewerRole === 'owner';
  const modeller = s.viewerRole === 'modeller';
  const operator = s.viewerRole === 'operator';
  switch (a) {
    case 'edit':
      return owner && (st === -1 || st === -2);
    case 'choose':
      return owner && st === 0 && s.bidCount > 0;
    case 'cancel':
      return ((owner || operator) && [-2, -1, 0, 1].includes(st)) || (modeller && st === 1);
    case 'bid':
      return s.canBid;
    case 'withdrawBid':
      return s.myBid !== null && s.myBid.status === 0 && st === 0;
    case 'evaluate':
      return s.canEvaluate;
    case 'deliver':
      return modeller && st === 1;
    case 'accept':
    case 'requestChange':
      return owner && st === 1 && s.deliveries.some((d) => d.status === 0);
    case 'approve':
    case 'reject':
      return operator && st === -2;
  }
}
