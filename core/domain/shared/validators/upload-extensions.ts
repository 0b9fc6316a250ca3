/** Allowed upload extensions (§5). */
export const UPLOAD_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
  '.html',
  '.eml',
  '.xls',
  '.xlsx',
  '.csv',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** The file name's extension is one of the allowed ones, in any case. */
export function isAllowedUpload(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 && !fileName.startsWith('.')) return false;
  const extension = fileName.slice(dot).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/** The accept attribute of a file input. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');
