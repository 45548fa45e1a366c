import sharp from 'sharp';
import { attachmentTypeOf, safeFilename } from './attachment-types';

/** A ZIP of stored entries (local headers only: what the type check reads), in this order. */
function zip(entries: [name: string, content: string][]): Buffer {
  const parts = entries.map(([name, content]) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(Buffer.byteLength(content), 18);
    header.writeUInt16LE(Buffer.byteLength(content), 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name), Buffer.from(content)]);
  });
  return Buffer.concat(parts);
}

describe('attachmentTypeOf: the type of a file by its bytes', () => {
  it('knows PDFs, images and office documents, whatever their names say', async () => {
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const ole2 = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const cases: [Buffer, string, string | null][] = [
      [Buffer.from('%PDF-1.7\n%%EOF'), 'scan.bin', 'application/pdf'],
      [png, 'photo.pdf', 'image/png'],
      [jpeg, 'photo', 'image/jpeg'],
      [
        zip([
          ['[Content_Types].xml', '<Types/>'],
          ['word/document.xml', '<w:document/>'],
        ]),
        'agenda.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        zip([
          ['[Content_Types].xml', '<Types/>'],
          ['xl/workbook.xml', '<workbook/>'],
        ]),
        'budget.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [
        zip([
          ['[Content_Types].xml', '<Types/>'],
          ['ppt/presentation.xml', '<p/>'],
        ]),
        'slides.pptx',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      [
        zip([
          ['mimetype', 'application/vnd.oasis.opendocument.text'],
          ['content.xml', '<office:document-content/>'],
        ]),
        'letter.odt',
        'application/vnd.oasis.opendocument.text',
      ],
      [ole2, 'old.doc', 'application/msword'],
      [ole2, 'old.xls', 'application/vnd.ms-excel'],
      // Refused: an executable named as a document, a plain ZIP, an OLE2 file of no known kind, SVG.
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'invoice.pdf', null],
      [zip([['payload.exe', 'MZ']]), 'report.docx', null],
      [ole2, 'setup.msi', null],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'logo.png', null],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'notes.txt', null],
    ];
    for (const [content, name, type] of cases)
      expect({ name, type: await attachmentTypeOf(content, name) }).toEqual({ name, type });
  });

  it('keeps a file name without folders or control characters', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\sam\\agenda.pdf')).toBe('agenda.pdf');
    expect(safeFilename('a\u0000b\r\n"c".pdf')).toBe('abc.pdf');
    expect(safeFilename(undefined)).toBe('attachment');
  });
});
