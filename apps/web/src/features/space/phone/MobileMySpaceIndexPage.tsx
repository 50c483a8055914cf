import { MobileSpace } from './MobileSpacePage';

export default function MobileMySpaceIndexPage() {
  return <MobileSpace section="index" mine />;
}
