import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import mammoth from 'mammoth';
import { escapeHtml, type TemplateValues } from '#shared/templates/placeholders.ts';

/** Fills a Word template's {{placeholders}} (spec 2 §5: plain text, not nested). */
export function fillDocx(template: Buffer, values: TemplateValues): Buffer {
  const doc = new Docxtemplater(new PizZip(template), {
    delimiters: { start: '{{', end: '}}' },
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => '',
  });
  doc.render(values);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The filled document as HTML (mammoth escapes text), framed for printing to PDF. */
export async function docxToHtml(docx: Buffer, title: string): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: docx });
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>@page{size:A4;margin:20mm}body{font-family:Arial,Helvetica,sans-serif;font-size:11pt;color:#111}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:4px 6px}</style></head>
<body>${value}</body></html>`;
}
