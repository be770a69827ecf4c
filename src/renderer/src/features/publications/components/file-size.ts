/** A file's size in the unit that reads best: bytes, kilobytes or megabytes. */
export function fileSize(bytes: number): { unit: 'b' | 'kb' | 'mb'; value: number } {
  if (bytes < 1024) return { unit: 'b', value: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kb', value: bytes / 1024 };
  return { unit: 'mb', value: bytes / 1024 / 1024 };
}
