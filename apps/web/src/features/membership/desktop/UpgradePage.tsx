import { PackagePage } from './PackageCards';

export default function UpgradePage() {
  return <PackagePage variant="all" />;
}
