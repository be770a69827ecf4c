import { describe, expect, it } from 'vitest';
import { M } from '@shared/validation';
import { attachmentProblems, fileSize } from './attachment-values';

const file = (bytes: number) => new File([new Uint8Array(bytes)], 'invoice.pdf', { type: 'application/pdf' });

describe('a shipment document before upload', () => {
  it('needs a type and a file', () => {
    expect(attachmentProblems({ type: '', file: null })).toEqual({ type: M.required, file: M.required });
    expect(attachmentProblems({ type: 'invoice', file: file(10) })).toEqual({});
  });

  it('refuses an empty file and one over 10 MB before sending it', () => {
    expect(attachmentProblems({ type: 'invoice', file: file(0) })).toEqual({ file: 'shipments:attachments.empty' });
    expect(attachmentProblems({ type: 'invoice', file: file(10 * 1024 * 1024 + 1) })).toEqual({ file: 'shipments:attachments.tooLarge' });
    expect(attachmentProblems({ type: 'invoice', file: file(10 * 1024 * 1024) })).toEqual({});
  });

  it('tells a size in bytes, kilobytes or megabytes', () => {
    expect(fileSize(512)).toEqual({ unit: 'b', value: 512 });
    expect(fileSize(1536)).toEqual({ unit: 'kb', value: 1.5 });
    expect(fileSize(3 * 1024 * 1024)).toEqual({ unit: 'mb', value: 3 });
  });
});
