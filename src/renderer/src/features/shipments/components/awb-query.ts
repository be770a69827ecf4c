import * as v from 'valibot';
import { AwbInputSchema } from '@shared/shipments/tracking';
import { issuesToFields } from '@shared/validation';
import { useRouteQuery } from '@/lib/query-string';

/** The AWB number asked on the landing page: it lives in the URL (`?awb=`), shared by the form and the result. */
export function useAskedAwb(): string | null {
  const { awb } = useRouteQuery();
  return typeof awb === 'string' ? awb : null;
}

/**
 * What a search for the text finds to do: the number to track, written `298-45182303` however it
 * was typed, or the message (a reference into the locales) its field shows instead.
 */
export type AwbSearch = { awb: string; problem: null } | { awb: null; problem: string };

export function awbSearchOf(text: string): AwbSearch {
  const result = v.safeParse(AwbInputSchema, text);
  if (result.success) return { awb: result.output, problem: null };
  return { awb: null, problem: issuesToFields(result.issues)._ ?? 'validation:invalid' };
}
