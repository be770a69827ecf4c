import { useRouteQuery } from '@/lib/query-string';

/** The AWB number asked on the landing page: it lives in the URL (`?awb=`), shared by the form and the result. */
export function useAskedAwb(): string | null {
  const { awb } = useRouteQuery();
  return typeof awb === 'string' ? awb : null;
}
