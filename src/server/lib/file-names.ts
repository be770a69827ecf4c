// A file's name as the server keeps and sends it back: what a browser or a client sent is cut to
// its last path segment and cleaned, and a download names it in UTF-8 with an ASCII fallback.

const MAX_NAME_LENGTH = 200;

/** A file name safe to store and send back: no path, no control characters, not overlong (its extension kept). */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (!base) return 'file';
  const chars = [...base];
  if (chars.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return chars.slice(0, MAX_NAME_LENGTH - ext.length).join('') + ext;
}

/** `Content-Disposition` for a download, the name in UTF-8 (RFC 6266) with an ASCII fallback for old clients. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
