import { MobileSpace } from './MobileSpacePage';

export default function MobileHisSpacePage() {
  return <MobileSpace section="type" mine={false} />;
}
