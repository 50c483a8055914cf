import { PackagePage } from './PackageCards';

export default function Vip2Page() {
  return <PackagePage variant="single" />;
}
