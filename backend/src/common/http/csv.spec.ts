import { csvCell, csvRow } from './csv.js';

describe('csvCell', () => {
  it.each([
    ['Anna', 'Anna'],
    ['', ''],
    ["O'Brien", "O'Brien"],
    ['Petrova, Anna', '"Petrova, Anna"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['Иван Петров', 'Иван Петров'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+7 912 345 67 89', "'+7 912 345 67 89"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['=1,2', '"\'=1,2"'],
  ])('stops %j being read as a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves text with a formula character later on alone', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('writes numbers and booleans as they are and null as an empty cell', () => {
    expect(csvCell(250.5)).toBe('250.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvRow', () => {
  it('joins the cells with commas and ends the record with CRLF', () => {
    expect(csvRow([1, 'a,b', null, '=x'])).toBe(`1,"a,b",,'=x\r\n`);
  });
});
