import { MobilePackagePage } from './MobilePackagePage';

export default function MobileUpgradePage() {
  return <MobilePackagePage variant="all" />;
}
