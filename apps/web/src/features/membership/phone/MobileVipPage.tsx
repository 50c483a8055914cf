import { MobilePackagePage } from './MobilePackagePage';

export default function MobileVipPage() {
  return <MobilePackagePage variant="combo" />;
}
