import { MobileSpace } from './MobileSpacePage';

export default function MobileMySpaceFollowPage() {
  return <MobileSpace section="follow" mine />;
}
