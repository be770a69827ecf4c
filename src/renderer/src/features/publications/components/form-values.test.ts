import { describe, expect, it } from 'vitest';
import { bodyOf, checkValues, newValues, placeProblems } from './form-values';

describe('the publication form', () => {
  it('makes the body the server takes: contracts only when not to all, files by id', () => {
    const values = { ...newValues('2026-11-20'), title: 'T', text: 'x', recipientsAll: true, contractIds: [4], attachments: [{ id: 9, name: 'a.pdf', mimeType: 'application/pdf', size: 1 }] };
    expect(bodyOf(values)).toMatchObject({ recipients: { all: true, contractIds: [] }, attachmentIds: [9] });
  });

  it('puts the schema’s problems on the form’s fields', () => {
    const problems = checkValues({ ...newValues('2026-11-20'), recipientsAll: false, links: [{ title: 'a', url: 'ftp://x' }] });
    expect(Object.keys(problems).sort()).toEqual(['contractIds', 'links.0.url', 'text', 'title']);
    expect(placeProblems({ 'recipients.contractIds': 'm', attachmentIds: 'n' })).toEqual({ contractIds: 'm', attachments: 'n' });
  });
});
