import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES } from '@shared/chat/constants';

// Attachments are checked before sending (the server checks again): an accepted type, not
// empty, at most 10 MB each and 5 in all. Each problem is told with the server's own words.

export interface FileProblem {
  key: 'chat:errors.fileType' | 'chat:errors.fileEmpty' | 'chat:errors.fileTooLarge' | 'chat:errors.tooManyFiles';
  params: Record<string, string | number>;
}

const MEGABYTE = 1024 * 1024;

const accepted = (name: string): boolean => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && Object.hasOwn(ATTACHMENT_TYPES, name.slice(dot + 1).toLowerCase());
};

/** The files to keep (those already chosen, then the acceptable new ones, up to 5) and what was wrong with the others. */
export function checkFiles(current: readonly File[], added: readonly File[]): { files: File[]; problems: FileProblem[] } {
  const files = [...current];
  const problems: FileProblem[] = [];
  let tooMany = false;
  for (const file of added) {
    if (!accepted(file.name)) problems.push({ key: 'chat:errors.fileType', params: { name: file.name } });
    else if (file.size === 0) problems.push({ key: 'chat:errors.fileEmpty', params: { name: file.name } });
    else if (file.size > ATTACHMENT_LIMITS.maxFileBytes) problems.push({ key: 'chat:errors.fileTooLarge', params: { name: file.name, limit: ATTACHMENT_LIMITS.maxFileBytes / MEGABYTE } });
    else if (files.length >= ATTACHMENT_LIMITS.maxFiles) tooMany = true;
    else files.push(file);
  }
  if (tooMany) problems.push({ key: 'chat:errors.tooManyFiles', params: { max: ATTACHMENT_LIMITS.maxFiles } });
  return { files, problems };
}
