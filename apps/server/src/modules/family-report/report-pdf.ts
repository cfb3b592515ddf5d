import PDFDocument from 'pdfkit';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Characters the PDF's standard fonts (WinAnsi) do not have, in their plain equivalents. */
const PLAIN: Record<string, string> = {
  '\u2212': '-',
  '\u2265': '>=',
  '\u2264': '<=',
  '\u00a0': ' ',
  '\u2011': '-',
};
const WIN_ANSI_EXTRA = new Set('‘’“”–—•…€™'.split(''));

/** Text in the characters the standard fonts can draw (anything else becomes its plain form or "?"). */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if (PLAIN[ch] !== undefined) out += PLAIN[ch];
    else if ((code >= 32 && code < 127) || (code >= 160 && code < 256) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === '\n') out += ch;
    else out += '?';
  }
  return out;
}

export interface Column {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 54;
const BODY = 10;
const SMALL = 8.5;

/**
 * A tagged PDF written top to bottom (docs/decisions/0033): headings, paragraphs, lists and tables each become
 * their structure element (H1, H2, P, L/LI, Table/TR/TH/TD) with the text as real text in the reading order; rules
 * are marked as artifacts. Black on white only: nothing depends on colour.
 */
export class ReportWriter {
  readonly doc: Doc;
  private readonly root: Struct;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(title: string, subject: string) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-US',
      displayTitle: true,
      bufferPages: false,
      info: {
        Title: pdfText(title),
        Subject: pdfText(subject),
        Author: 'College Cost Planner',
        Creator: 'College Cost Planner',
      },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  private get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  private ensureRoom(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  private block(tag: string, draw: () => void): void {
    this.root.add(this.doc.struct(tag, {}, draw));
  }

  heading(level: 1 | 2 | 3, text: string): void {
    const size = level === 1 ? 18 : level === 2 ? 13.5 : 11;
    this.ensureRoom(size * 3);
    if (level > 1) this.doc.moveDown(0.6);
    this.block(`H${level}`, () => {
      this.doc
        .font('Helvetica-Bold')
        .fontSize(size)
        .text(pdfText(text), MARGIN, this.doc.y, { width: this.width });
    });
    this.doc.moveDown(0.3);
  }

  paragraph(text: string, options: { bold?: boolean; small?: boolean } = {}): void {
    const size = options.small ? SMALL : BODY;
    this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    this.ensureRoom(this.doc.heightOfString(pdfText(text), { width: this.width }));
    this.block('P', () => {
      this.doc.text(pdfText(text), MARGIN, this.doc.y, { width: this.width });
    });
    this.doc.moveDown(0.35);
  }

  list(items: readonly string[], small = false): void {
    if (items.length === 0) return;
    const list = this.doc.struct('L');
    this.root.add(list);
    this.doc.font('Helvetica').fontSize(small ? SMALL : BODY);
    for (const item of items) {
      const text = pdfText(item);
      this.ensureRoom(this.doc.heightOfString(text, { width: this.width - 12 }));
      const y = this.doc.y;
      const li = this.doc.struct('LI');
      list.add(li);
      li.add(this.doc.struct('Lbl', {}, () => this.doc.text('-', MARGIN, y, { width: 10 })));
      li.add(
        this.doc.struct('LBody', {}, () => this.doc.text(text, MARGIN + 12, y, { width: this.width - 12 })),
      );
      li.end();
      this.doc.moveDown(0.15);
    }
    list.end();
    this.doc.moveDown(0.3);
  }

  private rule(y: number, weight = 0.5): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc
      .lineWidth(weight)
      .strokeColor('black')
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .stroke();
    this.doc.endMarkedContent();
  }

  /** A table: a header row (TH) repeated on each new page, then the rows (TD); a row in bold when `strong`. */
  table(
    columns: readonly Column[],
    rows: readonly { cells: readonly string[]; strong?: boolean }[],
    small = true,
  ): void {
    const size = small ? SMALL : BODY;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const pad = 3;
    const table = this.doc.struct('Table');
    this.root.add(table);
    const heightOf = (cells: readonly string[], bold: boolean) => {
      this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      return (
        Math.max(
          ...cells.map((c, i) => this.doc.heightOfString(pdfText(c), { width: (widths[i] ?? 0) - pad * 2 })),
        ) +
        pad * 2
      );
    };
    const drawRow = (cells: readonly string[], tag: 'TH' | 'TD', bold: boolean) => {
      const height = heightOf(cells, bold);
      const y = this.doc.y;
      const tr = this.doc.struct('TR');
      table.add(tr);
      cells.forEach((cell, i) => {
        const column = columns[i] as Column;
        tr.add(
          this.doc.struct(tag, {}, () => {
            this.doc
              .font(bold ? 'Helvetica-Bold' : 'Helvetica')
              .fontSize(size)
              .text(pdfText(cell), (xs[i] ?? MARGIN) + pad, y + pad, {
                width: (widths[i] ?? 0) - pad * 2,
                align: column.align ?? 'left',
              });
          }),
        );
      });
      tr.end();
      this.doc.x = MARGIN;
      this.doc.y = y + height;
      this.rule(this.doc.y, tag === 'TH' ? 1 : 0.3);
    };
    const header = columns.map((c) => c.header);
    this.ensureRoom(heightOf(header, true) + heightOf(rows[0]?.cells ?? header, false));
    drawRow(header, 'TH', true);
    for (const row of rows) {
      if (this.doc.y + heightOf(row.cells, row.strong ?? false) > this.doc.page.height - MARGIN) {
        this.doc.addPage();
        drawRow(header, 'TH', true);
      }
      drawRow(row.cells, 'TD', row.strong ?? false);
    }
    table.end();
    this.doc.moveDown(0.6);
  }

  /** Ends the page: what follows starts on a new one (the summary page stands alone). */
  pageBreak(): void {
    this.doc.addPage();
  }

  finish(): Promise<Buffer> {
    this.root.end();
    this.doc.end();
    return this.done;
  }
}
