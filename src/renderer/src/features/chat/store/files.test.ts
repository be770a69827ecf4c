import { describe, expect, it } from 'vitest';
import { checkFiles } from './files';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('attachments checked before sending', () => {
  it('keeps accepted files and names each refused one with its reason', () => {
    const { files, problems } = checkFiles([], [file('awb.PDF'), file('run.exe'), file('empty.txt', 0), file('big.zip', 10 * 1024 * 1024 + 1), file('noext')]);
    expect(files.map((f) => f.name)).toEqual(['awb.PDF']);
    expect(problems).toEqual([
      { key: 'chat:errors.fileType', params: { name: 'run.exe' } },
      { key: 'chat:errors.fileEmpty', params: { name: 'empty.txt' } },
      { key: 'chat:errors.fileTooLarge', params: { name: 'big.zip', limit: 10 } },
      { key: 'chat:errors.fileType', params: { name: 'noext' } },
    ]);
  });

  it('takes exactly 10 MB, and at most 5 files in all', () => {
    const current = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    const { files, problems } = checkFiles(current, [file('4.csv', 10 * 1024 * 1024), file('5.png'), file('6.png'), file('7.png')]);
    expect(files.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.csv', '5.png']);
    expect(problems).toEqual([{ key: 'chat:errors.tooManyFiles', params: { max: 5 } }]);
  });
});
