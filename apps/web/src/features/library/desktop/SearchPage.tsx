import { Library } from './Library';

/** /search?keyword=: search results with the library's filters. */
export default function SearchPage() {
  return <Library mode="search" />;
}
