import { SpaceLayout } from './SpaceLayout';

export default function HisSpacePage() {
  return <SpaceLayout section="type" mine={false} />;
}
