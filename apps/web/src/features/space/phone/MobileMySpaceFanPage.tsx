import { MobileSpace } from './MobileSpacePage';

export default function MobileMySpaceFanPage() {
  return <MobileSpace section="fan" mine />;
}
