import { formatCreatedDate, toCsv } from './csv';

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
