/**
 * Parses CSV text as RFC 4180 describes it: fields separated by commas, records by CRLF (a lone LF
 * is accepted too), a field in double quotes may hold commas, line breaks and doubled quotes. A
 * final line break does not start an empty record. Throws on a quote inside an unquoted field or
 * an unclosed quote, so a malformed file fails the test that reads it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
          throw new Error(`CSV: text after a closing quote at ${i}`);
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (fieldStarted) throw new Error(`CSV: a quote inside an unquoted field at ${i}`);
      quoted = true;
      fieldStarted = true;
      i += 1;
    } else if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 2;
    } else if (c === '\n') {
      endRecord();
      i += 1;
    } else {
      field += c;
      fieldStarted = true;
      i += 1;
    }
  }
  if (quoted) throw new Error('CSV: unclosed quote');
  if (fieldStarted || record.length > 0) endRecord();
  return records;
}
