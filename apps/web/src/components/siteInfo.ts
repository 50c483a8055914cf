/** The platform's ICP number and contact ways (system/siteInfo), for the footer and the contact page. */
import { systemCalls } from '@moxing/shared/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export function useSiteInfo() {
  return useQuery({
    queryKey: ['system', 'siteInfo'] as const,
    queryFn: ({ signal }) => callApi(systemCalls.siteInfo, {}, { signal, silent: true }),
    // Settings change with a restart, not while a page is open.
    staleTime: Infinity,
  });
}
