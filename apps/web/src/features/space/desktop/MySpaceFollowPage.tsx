import { SpaceLayout } from './SpaceLayout';

export default function MySpaceFollowPage() {
  return <SpaceLayout section="follow" mine />;
}
