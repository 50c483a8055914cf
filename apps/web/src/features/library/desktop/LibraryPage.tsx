import { Library } from './Library';

/** /good: the model library. */
export default function LibraryPage() {
  return <Library mode="all" />;
}
