import { useLocation } from 'react-router';

/** /imgdetail?code= */
export function useImageCode(): string | undefined {
  const location = useLocation();
  const p = new URLSearchParams(location.search);
  return (p.get('code') ?? p.get('modelCode') ?? '').trim() || undefined;
}
