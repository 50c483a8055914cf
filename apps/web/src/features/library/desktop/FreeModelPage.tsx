import { Library } from './Library';

/** /freeModel: the free models of the library. */
export default function FreeModelPage() {
  return <Library mode="free" />;
}
