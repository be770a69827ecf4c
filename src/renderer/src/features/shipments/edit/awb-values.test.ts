import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AwbEditBodySchema, EMPTY_AWB_DATA } from '@shared/shipments';
import { awbEditInput, awbFieldOf, awbFormProblems, awbFormValues } from './awb-values';

const shipper = { name: 'Sibir Trade', address: 'Respubliki 1', city: 'Tyumen', country: 'RU', postalCode: null, phone: null };
const shipment = { participants: { shipper, consignee: null, expeditor: null, notify: null }, cargoName: 'Spare parts', awbData: { ...EMPTY_AWB_DATA, declaredValueCustoms: 1_500_000, hsCodes: ['870899'] } };

describe('the AWB form', () => {
  it('shows the shipment as stored and sends it back the same', () => {
    const values = awbFormValues(shipment);
    expect(values.participants.shipper).toEqual({ ...shipper, postalCode: '', phone: '' });
    expect(values.participants.notify.name).toBe('');
    expect(values.awb).toMatchObject({ declaredValueCustoms: 1_500_000, declaredValueCarriage: null, weightValuation: 'PP', agentIataCode: '' });
    const body = v.parse(AwbEditBodySchema, awbEditInput(values));
    expect(body).toEqual({ participants: shipment.participants, cargoName: 'Spare parts', awb: shipment.awbData });
  });

  it('sends a blank party and an empty declared value as none, and a typed amount as minor units', () => {
    const values = awbFormValues(shipment);
    values.participants.shipper = { name: '', address: ' ', city: '', country: null, postalCode: '', phone: '' };
    values.awb.declaredValueCustoms = '';
    values.awb.insurance = 250_000;
    const body = v.parse(AwbEditBodySchema, awbEditInput(values));
    expect(body.participants.shipper).toBeNull();
    expect(body.awb).toMatchObject({ declaredValueCustoms: null, insurance: 250_000, agentIataCode: null });
  });

  it('puts an HS code\u2019s problem on the codes\u2019 field', () => {
    expect(awbFieldOf('awb.hsCodes.1')).toBe('awb.hsCodes');
    expect(awbFieldOf('participants.shipper.address')).toBe('participants.shipper.address');
    expect(awbFormProblems({ 'awb.hsCodes.0': 'six to ten', 'awb.hsCodes.2': 'other', 'awb.agentIataCode': 'seven' })).toEqual({ 'awb.hsCodes': 'six to ten', 'awb.agentIataCode': 'seven' });
  });
});
