import { SpaceLayout } from './SpaceLayout';

export default function MySpaceIndexPage() {
  return <SpaceLayout section="index" mine />;
}
