import { Library } from './Library';

/** /good: the model library. */
export default function GoodPage() {
  return <Library mode="all" />;
}
