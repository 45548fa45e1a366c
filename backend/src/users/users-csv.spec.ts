import { csvCell, formatCreatedDate, toCsv } from '../common/csv';
import { USER_EXPORT_COLUMNS } from '@bb/shared/admin';
import { type ExportedUser, userCsvRow } from './users-csv';

const usersCsv = (users: ExportedUser[]) => toCsv([USER_EXPORT_COLUMNS, ...users.map(userCsvRow)]);

describe('users CSV export', () => {
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

  it('has the columns of the spec, Admin/User and Verified/Unverified', () => {
    const csv = usersCsv([
      {
        username: 'jordan',
        email: 'jordan@example.org',
        isAdmin: true,
        emailVerified: false,
        createdAt: new Date('2025-03-09T10:00:00Z'),
      },
      {
        username: '-sam',
        email: 'sam@example.org',
        isAdmin: false,
        emailVerified: true,
        createdAt: new Date('2025-03-10T10:00:00Z'),
      },
    ]);
    expect(csv).toBe(
      'Username,Email,Role,Status,Created Date\r\n' +
        'jordan,jordan@example.org,Admin,Unverified,"Mar 9, 2025"\r\n' +
        '\'-sam,sam@example.org,User,Verified,"Mar 10, 2025"\r\n',
    );
  });
});
