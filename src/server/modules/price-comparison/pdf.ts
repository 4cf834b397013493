import { formatEuro } from '#shared/format/german.ts';
import { renderPdf, winAnsi } from '#server/pdf/pdfmake.ts';
import type { Cell, ComparisonSheet } from './sheet.ts';

/** Offers side by side per table: six fit an A4 landscape page beside the label column. */
const OFFERS_PER_TABLE = 6;
// A4 landscape is 842 pt wide; 36 pt margins leave 770 for the label column and six offers.
const LABEL_WIDTH = 128;
const OFFER_WIDTH = 96;
const MUTED = '#6b7280';
const BRAND = '#0b4f8a';
const ORDERED_FILL = '#e7f5ec';

function cellText(c: Cell, locale: string): string {
  if (c.kind === 'text') return winAnsi(c.value || '–');
  return c.value === null ? '–' : winAnsi(formatEuro(c.value, locale));
}

/**
 * The classic Preisspiegel layout: criteria down the side, offers across in the buyer's ranking
 * (several tables when there are more offers than fit), the ordered offer shaded.
 */
function offerTables(sheet: ComparisonSheet): object[] {
  const [head, ...criteria] = sheet.columns.map((c, i) => ({ ...c, index: i }));
  const tables: object[] = [];
  for (let start = 0; start < sheet.rows.length; start += OFFERS_PER_TABLE) {
    const chunk = sheet.rows.slice(start, start + OFFERS_PER_TABLE);
    const fill = (accepted: boolean) => (accepted ? ORDERED_FILL : undefined);
    const headerRow = [
      { text: head?.label ?? '', bold: true, color: MUTED },
      ...chunk.map((r) => ({
        text: cellText(r.cells[0]!, sheet.locale),
        bold: true,
        color: BRAND,
        fillColor: fill(r.accepted),
      })),
    ];
    const body = criteria.map((c) => [
      { text: winAnsi(c.label), color: MUTED },
      ...chunk.map((r) => {
        const cell = r.cells[c.index]!;
        const important = c.key === 'totalNet' || c.key === 'marks' || c.key === 'seller';
        return {
          text: cellText(cell, sheet.locale),
          alignment: c.money ? 'right' : 'left',
          bold: important,
          color: c.key === 'marks' ? '#15803d' : undefined,
          fillColor: fill(r.accepted),
        };
      }),
    ]);
    tables.push({
      table: {
        headerRows: 1,
        dontBreakRows: true,
        // Fixed widths: two offers read as closely side by side as six do.
        widths: [LABEL_WIDTH, ...chunk.map(() => OFFER_WIDTH)],
        body: [headerRow, ...body],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 14],
    });
  }
  return tables;
}

/** The Preisspiegel as a PDF (pdfmake, A4 landscape), in the sheet's language. */
export function comparisonPdf(sheet: ComparisonSheet): Promise<Buffer> {
  const label = (text: string) => ({ text: winAnsi(text), color: MUTED, fontSize: 8 });
  const doc = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 40],
    defaultStyle: { font: 'Helvetica', fontSize: 9, lineHeight: 1.2 },
    language: sheet.language,
    info: { title: `${sheet.title} ${sheet.request[1]?.[1] ?? ''}`.trim(), author: 'HydroParts' },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: winAnsi(sheet.generated), color: MUTED, fontSize: 8 },
        { text: `${page} / ${pages}`, alignment: 'right', color: MUTED, fontSize: 8 },
      ],
      margin: [36, 12, 36, 0],
    }),
    content: [
      {
        columns: [
          { text: 'HydroParts', bold: true, fontSize: 14, color: BRAND, width: 'auto' },
          { text: winAnsi(sheet.tagline), color: MUTED, alignment: 'right', margin: [0, 4, 0, 0] },
        ],
        margin: [0, 0, 0, 8],
      },
      { text: winAnsi(sheet.title), bold: true, fontSize: 18, margin: [0, 0, 0, 8] },
      {
        columns: sheet.request
          .filter(([, value]) => value)
          .map(([name, value]) => ({ stack: [label(name), { text: winAnsi(value), bold: true }], width: 'auto' })),
        columnGap: 22,
        margin: [0, 0, 0, 10],
      },
      ...sheet.notes.map((n) => ({ text: winAnsi(n), color: MUTED, margin: [0, 0, 0, 4] })),
      { text: '', margin: [0, 0, 0, 6] },
      ...(sheet.rows.length === 0 ? [{ text: winAnsi(sheet.empty), italics: true }] : offerTables(sheet)),
    ],
  };
  return renderPdf(doc);
}
