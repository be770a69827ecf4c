import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { AwbEditBodySchema, PARTICIPANT_ROLES, type AwbEditBody, type ChargeCode, type ShipmentDetail } from '@shared/shipments';
import { partyInput, partyValues, type PartyValues } from '@/components/participants/participant-values';

// The AWB's edit form (`/shipments/{id}/edit-awb`): its values as typed, from the shipment as the
// server keeps it, and back to the body the shared schema (AwbEditBodySchema) checks, in the form by
// the valibot resolver and on the server by the same schema.

/** A declared value as the money input holds it: minor units, the text typed when it is no amount, null when none is declared. */
export type DeclaredInput = number | string | null;

export interface AwbFormValues {
  participants: Record<(typeof PARTICIPANT_ROLES)[number], PartyValues>;
  cargoName: string;
  awb: {
    accountingInformation: string;
    declaredValueCarriage: DeclaredInput;
    declaredValueCustoms: DeclaredInput;
    insurance: DeclaredInput;
    weightValuation: ChargeCode;
    otherCharges: ChargeCode;
    ssr: string;
    osi: string;
    hsCodes: string[];
    shipperAccount: string;
    consigneeAccount: string;
    agentIataCode: string;
    signature: string;
  };
}

/** The form's first values: the shipment's parties and AWB data, blanks where it has none. */
export function awbFormValues(shipment: Pick<ShipmentDetail, 'participants' | 'cargoName' | 'awbData'>): AwbFormValues {
  const awb = shipment.awbData;
  return {
    participants: Object.fromEntries(PARTICIPANT_ROLES.map((role) => [role, partyValues(shipment.participants[role])])) as AwbFormValues['participants'],
    cargoName: shipment.cargoName ?? '',
    awb: {
      accountingInformation: awb.accountingInformation ?? '',
      declaredValueCarriage: awb.declaredValueCarriage,
      declaredValueCustoms: awb.declaredValueCustoms,
      insurance: awb.insurance,
      weightValuation: awb.weightValuation,
      otherCharges: awb.otherCharges,
      ssr: awb.ssr ?? '',
      osi: awb.osi ?? '',
      hsCodes: awb.hsCodes,
      shipperAccount: awb.shipperAccount ?? '',
      consigneeAccount: awb.consigneeAccount ?? '',
      agentIataCode: awb.agentIataCode ?? '',
      signature: awb.signature ?? '',
    },
  };
}

const declared = (value: DeclaredInput): DeclaredInput => (value === '' ? null : value);

/** What the form sends, before the schema reads it: a party left blank is none, an empty declared value none declared (NVD, NCV, XXX). */
export function awbEditInput(values: AwbFormValues): Record<string, unknown> {
  const { awb } = values;
  return {
    participants: Object.fromEntries(PARTICIPANT_ROLES.map((role) => [role, partyInput(values.participants[role])])),
    cargoName: values.cargoName,
    awb: {
      ...awb,
      declaredValueCarriage: declared(awb.declaredValueCarriage),
      declaredValueCustoms: declared(awb.declaredValueCustoms),
      insurance: declared(awb.insurance),
      agentIataCode: awb.agentIataCode.trim() || null,
    },
  };
}

/**
 * A problem's path on the form's field: an HS code's (`awb.hsCodes.1`) on the codes' field, which
 * shows them as tags; every other path is its field's.
 */
export const awbFieldOf = (path: string): string => (/^awb\.hsCodes\.\d+$/.test(path) ? 'awb.hsCodes' : path);

/** The server's problems on the form's fields (the first of each field stays). */
export function awbFormProblems(fields: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) problems[awbFieldOf(path)] ??= message;
  return problems;
}

const schemaResolver = valibotResolver(AwbEditBodySchema);

/** The body the form sends, as the shared schema reads it (the form has passed the resolver). */
export const awbEditBody = (values: AwbFormValues): AwbEditBody => v.parse(AwbEditBodySchema, awbEditInput(values));

/**
 * The valibot resolver over AwbEditBodySchema, on what the form sends; an HS code's problem lands
 * on the codes' field. The form keeps its values as typed (`awbEditBody` makes the body).
 */
export const awbResolver: Resolver<AwbFormValues> = async (values, context, options) => {
  const result = await schemaResolver(awbEditInput(values) as never, context, options as never);
  if (!Object.keys(result.errors).length) return { values, errors: {} };
  const errors = result.errors as FieldErrors<AwbFormValues> & { awb?: { hsCodes?: unknown } };
  const codes = errors.awb?.hsCodes;
  if (Array.isArray(codes)) {
    const first = (codes as ({ message?: string; type?: string } | undefined)[]).find(Boolean);
    errors.awb!.hsCodes = { type: first?.type ?? 'validation', message: first?.message } as never;
  }
  return { values: {}, errors };
};
