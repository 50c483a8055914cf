import { MobileSpace } from './MobileSpacePage';

export default function MobileMySpaceTypePage() {
  return <MobileSpace section="type" mine />;
}
