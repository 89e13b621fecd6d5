import type { FeedDocument } from '../record';

/** A file a catalogue attaches to a product (BMEcat MIME): where it is and what the feed says it is. */
export interface Attachment {
  source: string;
  /** MIME_TYPE (`image/jpeg`, `application/pdf`, `url` for a web page), when given. */
  type: string | null;
  /** MIME_PURPOSE (`normal`, `thumbnail`, `detail`, `logo`, `data_sheet`, `safety_data_sheet`, `others`). */
  purpose: string | null;
  description: string | null;
}

const IMAGE_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'jpe',
  'png',
  'gif',
  'webp',
  'avif',
  'svg',
  'tif',
  'tiff',
  'bmp',
]);
/** Purposes that say the file is read, not looked at, whatever its format (a scanned data sheet is no photo). */
const DOCUMENT_PURPOSES = new Set(['data_sheet', 'safety_data_sheet']);
/** Query or fragment parameters that carry a secret (a deeplink's `Password=…`). */
const SECRET_PARAMETER =
  /([?&#;](?:pass(?:word|wd|phrase)?|pwd|secret|(?:access_|auth_)?token|api_?key|credentials?)=)([^&#;]*)/gi;
/** `scheme://user:password@host`: the password part. */
const USERINFO_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*:)([^/?#@]*)@/i;

/** Whether a URL carries a secret: a password in it, or a parameter named like one. */
export function hasCredentials(url: string): boolean {
  SECRET_PARAMETER.lastIndex = 0;
  return USERINFO_PASSWORD.test(url) || SECRET_PARAMETER.test(url);
}

/** The URL with the values of its secrets replaced by `***`, so a record never carries them. */
export function redactCredentials(url: string): string {
  return url.replace(USERINFO_PASSWORD, '$1***@').replace(SECRET_PARAMETER, '$1***');
}

/** The lower-case extension of the file a URL or path names (query and fragment aside), or null. */
export function extensionOf(source: string): string | null {
  const path = source.split(/[?#]/, 1)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? null : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether an attachment is a product picture. Not when it carries a secret, when its purpose is a data
 * sheet, when its MIME type is not `image/…` (`application/pdf`, `text/html`, BMEcat's `url` deeplinks), or,
 * without a type, when its file extension is not an image's. Without type or extension it stays a picture,
 * as BMEcat sources usually are.
 */
export function isImage(attachment: Attachment): boolean {
  if (hasCredentials(attachment.source)) return false;
  if (attachment.purpose !== null && DOCUMENT_PURPOSES.has(attachment.purpose.toLowerCase())) return false;
  const type = attachment.type?.trim().toLowerCase();
  if (type) return type.startsWith('image/');
  const extension = extensionOf(attachment.source);
  return extension === null || IMAGE_EXTENSIONS.has(extension);
}

/** Attachments split into picture sources and documents (secrets redacted), each source once. */
export function splitAttachments(attachments: Attachment[]): { images: string[]; documents: FeedDocument[] } {
  const images: string[] = [];
  const documents: FeedDocument[] = [];
  const seen = new Set<string>();
  for (const attachment of attachments) {
    const source = attachment.source.trim();
    if (source === '' || seen.has(source)) continue;
    seen.add(source);
    if (isImage({ ...attachment, source })) images.push(source);
    else
      documents.push({
        url: redactCredentials(source),
        type: attachment.type?.trim() || null,
        purpose: attachment.purpose?.trim() || null,
        description: attachment.description?.trim() || null,
      });
  }
  return { images, documents };
}
