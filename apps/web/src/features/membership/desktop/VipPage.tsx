import { PackagePage } from './PackageCards';

export default function VipPage() {
  return <PackagePage variant="combo" />;
}
