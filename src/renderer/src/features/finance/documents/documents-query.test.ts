import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_QUERY, documentFilterCount, documentQueryParams, parseDocumentQuery, previousMonth } from './documents-query';

describe('the documents page’s address', () => {
  it('keeps what the schema takes and leaves out the rest', () => {
    expect(parseDocumentQuery({ type: 'act', contractId: '4', from: '2026-13-01', sort: 'date' })).toEqual({ ...DEFAULT_DOCUMENT_QUERY, type: 'act', contractId: 4, sort: 'date' });
    expect(parseDocumentQuery({ type: 'receipt' })).toEqual(DEFAULT_DOCUMENT_QUERY);
  });

  it('writes back only what differs from the defaults', () => {
    const query = { ...DEFAULT_DOCUMENT_QUERY, type: 'claim' as const, page: 3 };
    expect(documentQueryParams(query)).toEqual({ page: '3', type: 'claim' });
    expect(documentFilterCount(query)).toBe(1);
  });

  it('proposes the month before for an act, across a year’s turn too', () => {
    expect(previousMonth('2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonth('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});
