import { MobilePackagePage } from './MobilePackagePage';

export default function MobileVip2Page() {
  return <MobilePackagePage variant="single" />;
}
