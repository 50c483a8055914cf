import { SpaceLayout } from './SpaceLayout';

export default function MySpaceTypePage() {
  return <SpaceLayout section="type" mine />;
}
