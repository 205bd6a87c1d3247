/**
 * The fixed parts of an .xlsx workbook of one worksheet (OOXML SpreadsheetML), as write-xlsx.ts fills them in: the
 * package's content types and relations, the workbook, the styles the cells use, and the worksheet around its rows.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A cell style: its number format's code ('' for General) and whether its font is bold. */
export interface CellStyle {
  format: string;
  bold: boolean;
}

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text escaped for an element or an attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A cell's text as a `<t>`, keeping its spaces at either end. */
export function xmlText(text: string): string {
  const preserve = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<t${preserve}>${escapeXml(text)}</t>`;
}

/** Custom number formats are numbered from 164 (the lower ids are Excel's own). */
const FIRST_CUSTOM_FORMAT = 164;

function styles(cellStyles: readonly CellStyle[]): string {
  const formats = [...new Set(cellStyles.map((s) => s.format).filter((f) => f !== ''))];
  const formatId = (format: string) => (format === '' ? 0 : FIRST_CUSTOM_FORMAT + formats.indexOf(format));
  const numFmts = formats
    .map((f, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${escapeXml(f)}"/>`)
    .join('');
  const xfs = cellStyles
    .map((s) => {
      const id = formatId(s.format);
      const font = s.bold ? ' fontId="1" applyFont="1"' : ' fontId="0"';
      return `<xf numFmtId="${id}"${font} fillId="0" borderId="0" xfId="0"${id === 0 ? '' : ' applyNumberFormat="1"'}/>`;
    })
    .join('');
  return (
    `${XML}<styleSheet xmlns="${MAIN}">` +
    (formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellStyles.length}">${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

export const workbookParts = {
  contentTypes:
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>',
  rootRels:
    `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  workbookRels:
    `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  workbook: (sheetName: string) =>
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  styles,
  /** The worksheet up to its first row: the header row frozen, each column as wide as asked (in characters). */
  sheetStart: (widths: readonly number[]) =>
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView tabSelected="1" workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    (widths.length > 0
      ? `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
      : '') +
    '<sheetData>',
  sheetEnd: '</sheetData></worksheet>',
};
