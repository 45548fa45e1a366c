import sharp from 'sharp';

/** The image formats kept (never SVG: it can carry scripts), by sharp's name for them. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  tiff: 'image/tiff',
  heif: 'image/heic',
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The OpenDocument types by the `mimetype` entry every OpenDocument file starts with. */
const OPEN_DOCUMENT = [
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
];

/** Office Open XML by the folder its parts live in (named in the ZIP's directory). */
const OFFICE_OPEN_XML: [string, string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/** The old binary Office formats (one container, OLE2): told apart by the name, as Office does. */
const OLE2_TYPES: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/**
 * The type of a file that came with an e-mail answer, read from its bytes (issue 46): a PDF, an
 * image (sharp reads its header: JPEG, PNG, WebP, GIF, TIFF, HEIC; never SVG), an office document
 * (Office Open XML and OpenDocument: a ZIP with their parts; the old Word, Excel and PowerPoint
 * formats: an OLE2 container). Null for anything else (an executable renamed .pdf, an archive, a
 * script): such a file is not kept.
 */
export async function attachmentTypeOf(content: Buffer, filename: string): Promise<string | null> {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content.subarray(0, 4).equals(ZIP)) return zipType(content);
  if (content.subarray(0, 8).equals(OLE2)) {
    const extension = /\.([a-z]+)$/i.exec(filename)?.[1].toLowerCase() ?? '';
    return OLE2_TYPES[extension] ?? null;
  }
  try {
    const { format } = await sharp(content, { limitInputPixels: 100_000_000 }).metadata();
    return (format && IMAGE_TYPES[format]) || null;
  } catch {
    return null;
  }
}

function zipType(content: Buffer): string | null {
  // OpenDocument: the first entry is "mimetype", stored uncompressed, holding the type (offset 30).
  const head = content.subarray(30, 30 + 8 + 60).toString('latin1');
  if (head.startsWith('mimetype')) {
    const type = OPEN_DOCUMENT.find((t) => head.slice(8).startsWith(t));
    return type ?? null;
  }
  // Office Open XML: "[Content_Types].xml" and the parts' folder among the entries' names, read in
  // the ZIP's central directory at its end (not the whole file).
  const names = content.subarray(Math.max(0, content.length - 1024 * 1024)).toString('latin1');
  if (!names.includes('[Content_Types].xml')) return null;
  return OFFICE_OPEN_XML.find(([folder]) => names.includes(folder))?.[1] ?? null;
}

/** A file name as kept: no folders, no control characters, at most 200 characters; "attachment" when none. */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, 200).join('') || 'attachment';
}
