import { SpaceLayout } from './SpaceLayout';

export default function MySpaceFanPage() {
  return <SpaceLayout section="fan" mine />;
}
