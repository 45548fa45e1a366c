import { RESPONSE_TIME } from '@bb/shared/inquiries';
import { INTEREST_AREAS } from '@bb/shared/partnerships';
import PDFDocument from 'pdfkit';
import type { SiteDetails } from '../settings/site-details';

/**
 * The partnership packet: a PDF generated from the site's own content (organisation details, the
 * Corporate Opportunities page's figures and levels, the partnership form's interest areas). Tagged
 * for assistive technology: language, title shown in the window, headings, paragraphs and lists in
 * the structure tree, decoration marked as artifacts.
 */

/** The four benefit figures of the Corporate Opportunities page. */
export const PACKET_STATS = [
  { figure: '35%', label: 'better financial performance' },
  { figure: '87%', label: 'engagement improvement' },
  { figure: '70%', label: 'turnover reduction' },
  { figure: '70%', label: 'faster problem-solving' },
] as const;

/** The three partnership levels of the Corporate Opportunities page, with what each includes. */
export const PACKET_LEVELS = [
  {
    name: 'Strategic Partner',
    price: 'Custom pricing',
    summary: "A long-term partnership shaped around your organisation's goals.",
    benefits: [
      'A dedicated partnership lead and a jointly designed, multi-year inclusion strategy',
      'Training programs for every team and location',
      'Executive advisory sessions and inclusive leadership coaching',
      'Co-hosted events, research and community initiatives',
      'Quarterly impact reviews with measurable outcomes',
    ],
  },
  {
    name: 'Corporate Client',
    price: '$15,000 - $50,000',
    popular: true,
    summary: 'A tailored program that builds inclusion into how your teams work.',
    benefits: [
      'A corporate inclusion training program tailored to your teams',
      'A keynote or workshop at your company event',
      'Leadership development sessions on inclusive management',
      'Support for your employee resource groups',
      'A progress report with recommendations for next steps',
    ],
  },
  {
    name: 'Program Sponsor',
    price: '$5,000 - $15,000',
    summary: 'Fund inclusion in schools and communities, and show your commitment.',
    benefits: [
      'Sponsorship of community outreach and school programs',
      'Recognition at sponsored events and on our website',
      'Volunteering opportunities for your employees',
      'An impact report on the programs you fund',
    ],
  },
] as const;

const INK = '#1f1a2e';
const BRAND = '#3b2a78';
const MUTED = '#4a4560';
const TINT = '#f4f2f8';

/** Builds the packet. Pure: the same details give the same content. */
export function buildPartnershipPacket(site: SiteDetails, publicUrl: string): Promise<Buffer> {
  const title = `${site.organizationName} - Partnership Packet`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 56, bottom: 56, left: 60, right: 60 },
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: title,
      Author: site.organizationName,
      Subject: `Corporate partnership opportunities with ${site.organizationName}`,
      Keywords: 'partnership, inclusion, neurodiversity, disability inclusion, training',
      Creator: site.organizationName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const root = doc.struct('Document');
  doc.addStructure(root);

  /** Decoration that assistive technology skips. */
  const artifact = (draw: () => void) => {
    doc.markContent('Artifact', { type: 'Layout' });
    draw();
    doc.endMarkedContent();
  };
  /** Starts a new page when less than `space` points are left, so a heading keeps its content. */
  const keep = (space: number) => {
    if (doc.y + space > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const heading = (level: 1 | 2 | 3, text: string) => {
    const size = { 1: 24, 2: 16, 3: 13 }[level];
    keep(level === 3 ? 110 : 140);
    if (level > 1) doc.moveDown(level === 2 ? 1 : 0.6);
    root.add(
      doc.struct(`H${level}`, {}, () => {
        doc
          .font('Helvetica-Bold')
          .fontSize(size)
          .fillColor(BRAND)
          .text(text, left, doc.y, { width });
      }),
    );
    doc.moveDown(0.3);
  };
  const paragraph = (text: string, options: { color?: string; size?: number } = {}) => {
    root.add(
      doc.struct('P', {}, () => {
        doc
          .font('Helvetica')
          .fontSize(options.size ?? 11)
          .fillColor(options.color ?? INK)
          .text(text, left, doc.y, { width, lineGap: 2 });
      }),
    );
    doc.moveDown(0.5);
  };
  const list = (items: readonly string[], numbered = false) => {
    const l = doc.struct('L');
    root.add(l);
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .list([...items], left + 4, doc.y, {
        width: width - 4,
        lineGap: 2,
        paragraphGap: 3,
        listType: numbered ? 'numbered' : 'bullet',
        bulletRadius: 2,
        textIndent: 14,
        structParent: l,
      });
    l.end();
    doc.moveDown(0.5);
  };

  // Banner: organisation name and tagline on the brand colour.
  artifact(() => doc.rect(0, 0, doc.page.width, 96).fill(BRAND));
  root.add(
    doc.struct('P', {}, () => {
      doc.font('Helvetica-Bold').fontSize(20).fillColor('#ffffff');
      doc.text(site.organizationName, left, 30, { width });
      doc.font('Helvetica').fontSize(12).text(site.tagline, { width });
    }),
  );
  doc.y = 96 + 28;

  heading(1, 'Corporate Partnership Packet');
  paragraph(
    `Partner with ${site.organizationName} to build a workplace where neurodivergent and disabled ` +
      'people thrive, and where everyone benefits from their talent. We combine lived experience, ' +
      'research and practical tools in training, speaking and community programs, and we work with ' +
      'each partner on goals that fit its people, its sector and its stage on the inclusion journey.',
  );
  paragraph(
    'This packet explains why inclusion pays, the three ways to partner with us, the areas we can ' +
      'work on together, and how to start.',
  );

  heading(2, 'Why inclusion pays');
  paragraph('Organisations that invest in inclusion report:', { color: MUTED });
  const boxW = (width - 12) / 2;
  const boxH = 58;
  const top = doc.y;
  PACKET_STATS.forEach((stat, i) => {
    const x = left + (i % 2) * (boxW + 12);
    const y = top + Math.floor(i / 2) * (boxH + 10);
    artifact(() => doc.roundedRect(x, y, boxW, boxH, 6).fill(TINT));
    root.add(
      doc.struct('P', {}, () => {
        doc
          .font('Helvetica-Bold')
          .fontSize(20)
          .fillColor(BRAND)
          .text(stat.figure, x + 14, y + 9, { width: boxW - 28, continued: true })
          .font('Helvetica')
          .fontSize(11)
          .fillColor(INK)
          .text(` ${stat.label}`, { width: boxW - 28 });
      }),
    );
  });
  doc.y = top + 2 * (boxH + 10) + 4;
  doc.x = left;

  heading(2, 'Partnership levels');
  for (const level of PACKET_LEVELS) {
    heading(3, 'popular' in level ? `${level.name} (Most Popular)` : level.name);
    paragraph(`Investment: ${level.price}. ${level.summary}`);
    list(level.benefits);
  }

  heading(2, 'Areas you can partner on');
  list(INTEREST_AREAS);

  heading(2, 'Corporate social responsibility');
  paragraph(
    'Every partnership also supports the community beyond your walls: talks in schools, outreach ' +
      'events with families and self-advocates, and supported pathways into employment for ' +
      'neurodivergent and disabled people. Your employees can take part as volunteers, and we report ' +
      'on the reach and outcomes of the programs you support, ready for your corporate social ' +
      'responsibility and sustainability reporting.',
  );

  heading(2, 'How to start');
  list(
    [
      `Send us the partnership form on our Contact page (${publicUrl}/contact, Partnership tab).`,
      `Our team will contact you within ${RESPONSE_TIME.partnership}.`,
      'Together we agree on goals, a program and the partnership level that fits.',
    ],
    true,
  );

  heading(2, 'Contact');
  paragraph(`Phone: ${site.phoneDisplay}`);
  paragraph(`Email: ${site.email}`);
  paragraph(`Website: ${publicUrl}`);

  root.end();
  doc.end();
  return done;
}
