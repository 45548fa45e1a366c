import { csvCell, formatCreatedDate, toCsv } from './csv';

describe('CSV exports', () => {
  it("writes dates as Intl's 'MMM d, yyyy' in English, UTC, would", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const from = Date.UTC(1970, 0, 1);
    const to = Date.UTC(2100, 11, 31, 23, 59, 59, 999);
    const dates = [
      new Date(from),
      new Date(to),
      new Date('2025-01-05T00:00:00.000Z'),
      new Date('2024-02-29T23:59:59.999Z'),
      new Date('2025-12-31T23:30:00.000-05:00'),
      ...Array.from(
        { length: 2000 },
        (_, i) => new Date(from + ((to - from) / 2000) * i + i * 7919),
      ),
    ];
    for (const date of dates) expect(formatCreatedDate(date)).toBe(intl.format(date));
  });

  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(toCsv([['=1+1', 'a,b', 'say "hi"', 'plain', '-3', '@x', 'line\nbreak']])).toBe(
      `'=1+1,"a,b","say ""hi""",plain,'-3,'@x,"line\nbreak"\r\n`,
    );
  });
});

// The users' columns (Admin/User, Verified/Unverified) are checked on the export itself, written by
// PostgreSQL: test/admin/users.e2e-spec.ts; csv_cell against csvCell: test/csv-cell.e2e-spec.ts.
describe('CSV cells (every admin export)', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('jordan')).toBe('jordan');
    expect(csvCell('jordan@example.org')).toBe('jordan@example.org');
    expect(csvCell('')).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'puts a single quote before %j so that a spreadsheet shows it as text',
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1) : cell;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it('escapes a formula and quotes it when it also needs quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it("writes dates as 'MMM d, yyyy' in UTC", () => {
    expect(formatCreatedDate(new Date('2025-01-05T23:59:59Z'))).toBe('Jan 5, 2025');
    expect(formatCreatedDate(new Date('2024-12-31T00:00:00Z'))).toBe('Dec 31, 2024');
  });
});
