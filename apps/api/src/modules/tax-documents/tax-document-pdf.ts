import { formatBaht, groupThousands } from '@pawsook/shared/money/money';
import type { TaxDocumentDiscount, TaxDocumentParty, TaxDocumentView } from './tax-document.types';
import { bilingualDate, branchText, discountText, issueMoment, printableText, vatRateText, wrapText } from './tax-document-pdf-format';
import { taxDocumentFonts, type TaxDocumentFontName } from './tax-document-pdf-fonts';

// A4 in points, and the one template every tax invoice and credit note is drawn from
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = PAGE.width - MARGIN;
const CONTENT_WIDTH = RIGHT - MARGIN;
/** where the table and totals stop, above the page number */
const BOTTOM = PAGE.height - MARGIN - 24;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#999999';
const SHADE = '#eeeeee';

const TITLES = { invoice: 'ใบกำกับภาษี / Tax invoice', 'credit-note': 'ใบลดหนี้ / Credit note' } as const;

const DISCOUNT_NAMES: Record<TaxDocumentDiscount['kind'], string> = {
  promotion: 'ส่วนลดโปรโมชัน / Promotion discount',
  'promo-code': 'ส่วนลดจากโค้ด / Promo code discount',
  coins: 'ส่วนลดจากเหรียญ / Coins discount',
};

/** the line table's columns: Thai heading over the English one */
const COLUMNS = [
  { th: 'ลำดับ', en: 'No.', width: 34, align: 'left' },
  { th: 'รายการ', en: 'Description', width: 241, align: 'left' },
  { th: 'จำนวน', en: 'Qty', width: 50, align: 'right' },
  { th: 'ราคาต่อหน่วย', en: 'Unit price', width: 90, align: 'right' },
  { th: 'มูลค่า', en: 'Amount', width: CONTENT_WIDTH - 34 - 241 - 50 - 90, align: 'right' },
] as const;
const CELL_PADDING = 4;

function lineHeight(size: number): number {
  // Thai stacks marks above and below the line: more leading than Latin needs
  return size * 1.55;
}

/**
 * Draws a tax invoice or credit note as an A4 PDF in Noto Sans Thai with Thai and English labels.
 * The same view gives the same bytes: the creation date is the day of issue, the file id is derived
 * from the document's info, and pdfkit names font subsets after the font's place in the document.
 */
export async function drawTaxDocumentPdf(view: TaxDocumentView): Promise<Uint8Array> {
  // pdfkit and fontkit are loaded with the first PDF (about 30 MB a server that draws none does not carry)
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), taxDocumentFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: 'th',
    displayTitle: true,
    info: {
      Title: `${TITLES[view.kind]} ${view.number}`,
      Author: view.seller.nameEn ?? view.seller.name,
      Subject: `${view.number} · ${view.orderNo}`,
      Creator: 'Pawsook',
      Producer: 'Pawsook',
      CreationDate: issueMoment(view.issuedOn),
    },
  });
  // pdfkit takes a fontkit font where its types name only files and bytes; the fonts are parsed once per process
  doc.registerFont('regular', fonts.regular as unknown as Uint8Array);
  doc.registerFont('bold', fonts.bold as unknown as Uint8Array);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  new TaxDocumentPage(doc, view, (codePoint) => fonts.regular.hasGlyphForCodePoint(codePoint) && fonts.bold.hasGlyphForCodePoint(codePoint)).draw();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

class TaxDocumentPage {
  private y = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly view: TaxDocumentView,
    private readonly hasCharacter: (codePoint: number) => boolean,
  ) {}

  draw(): void {
    this.drawFirstHeading();
    this.drawParties();
    if (this.view.credit) this.drawCreditReason();
    this.drawTableHeading();
    this.view.lines.forEach((line, index) =>
      this.drawRow([String(index + 1), line.description, groupThousands(line.quantity), formatBaht(line.unitPriceSatang), formatBaht(line.valueSatang)]),
    );
    for (const discount of this.view.discounts) {
      const name = discount.label ? `${DISCOUNT_NAMES[discount.kind]}: ${discount.label}` : DISCOUNT_NAMES[discount.kind];
      this.drawRow(['', name, '', '', discountText(discount.amountSatang)]);
    }
    this.drawTotals();
    this.drawPageNumbers();
  }

  // ---- drawing primitives ----

  private write(text: string, x: number, y: number, font: TaxDocumentFontName, size: number, color = INK): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(printableText(text, this.hasCharacter), x, y, { lineBreak: false });
  }

  private writeRight(text: string, right: number, y: number, font: TaxDocumentFontName, size: number, color = INK): void {
    this.write(text, right - this.measure(text, font, size), y, font, size, color);
  }

  private measure(text: string, font: TaxDocumentFontName, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(printableText(text, this.hasCharacter));
  }

  private wrap(text: string, width: number, font: TaxDocumentFontName, size: number): string[] {
    return wrapText(text, width, (part) => this.measure(part, font, size));
  }

  /** Writes wrapped lines from y down; returns the y below them. */
  private writeLines(lines: string[], x: number, y: number, font: TaxDocumentFontName, size: number, color = INK): number {
    for (const line of lines) {
      this.write(line, x, y, font, size, color);
      y += lineHeight(size);
    }
    return y;
  }

  private rule(y: number, from = MARGIN, to = RIGHT, color = RULE): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(color).stroke();
  }

  // ---- blocks ----

  private drawFirstHeading(): void {
    this.write(TITLES[this.view.kind], MARGIN, this.y, 'bold', 20);
    this.writeRight('ต้นฉบับ / Original', RIGHT, this.y + 6, 'regular', 9, MUTED);
    this.y += lineHeight(20) + 4;
    this.rule(this.y, MARGIN, RIGHT, INK);
    this.y += 10;
  }

  /** Seller and the document's numbers side by side, then the buyer and, for a donation, where the goods went. */
  private drawParties(): void {
    const { view } = this;
    const metaX = MARGIN + 330;
    const metaWidth = RIGHT - metaX;
    const sellerBottom = this.drawParty('ผู้ขาย / Seller', view.seller, MARGIN, this.y, 310);
    // each date on two lines, the Thai one over the English one
    const date = (isoDay: string) => Object.values(bilingualDate(isoDay)).join('\n');
    const meta: Array<[string, string]> = [
      ['เลขที่ / No.', view.number],
      ['วันที่ออก / Date of issue', date(view.issuedOn)],
      ['เลขที่คำสั่งซื้อ / Order no.', view.orderNo],
    ];
    if (view.credit) {
      meta.push(['อ้างถึงใบกำกับภาษีเลขที่ / Reduces tax invoice no.', view.credit.invoiceNumber]);
      meta.push(['ลงวันที่ / Invoice dated', date(view.credit.invoiceIssuedOn)]);
    }
    let metaY = this.y;
    for (const [label, value] of meta) {
      metaY = this.writeLines(this.wrap(label, metaWidth, 'regular', 8), metaX, metaY, 'regular', 8, MUTED);
      metaY = this.writeLines(this.wrap(value, metaWidth, 'bold', 10), metaX, metaY, 'bold', 10) + 3;
    }
    this.y = Math.max(sellerBottom, metaY) + 6;
    this.rule(this.y);
    this.y += 8;

    const buyerBottom = this.drawParty('ผู้ซื้อ / Buyer', view.buyer, MARGIN, this.y, 310);
    let deliveredBottom = this.y;
    if (view.deliveredTo) {
      deliveredBottom = this.writeLines(['ส่งมอบสินค้าที่ / Goods delivered to'], metaX, this.y, 'regular', 8, MUTED);
      deliveredBottom = this.writeLines(this.wrap(view.deliveredTo.name, metaWidth, 'bold', 10), metaX, deliveredBottom, 'bold', 10);
      for (const line of view.deliveredTo.address) {
        deliveredBottom = this.writeLines(this.wrap(line, metaWidth, 'regular', 9), metaX, deliveredBottom, 'regular', 9);
      }
    }
    this.y = Math.max(buyerBottom, deliveredBottom) + 6;
  }

  private drawParty(heading: string, party: TaxDocumentParty, x: number, y: number, width: number): number {
    y = this.writeLines([heading], x, y, 'regular', 8, MUTED);
    y = this.writeLines(this.wrap(party.name, width, 'bold', 11), x, y, 'bold', 11);
    if (party.nameEn) y = this.writeLines(this.wrap(party.nameEn, width, 'bold', 10), x, y, 'bold', 10);
    for (const line of party.address) y = this.writeLines(this.wrap(line, width, 'regular', 9), x, y, 'regular', 9);
    if (party.taxId) {
      y = this.writeLines([`เลขประจำตัวผู้เสียภาษีอากร / Tax ID: ${party.taxId}`], x, y, 'regular', 9);
      y = this.writeLines([branchText(party.branchNo)], x, y, 'regular', 9);
    }
    return y;
  }

  private drawCreditReason(): void {
    const reason = this.view.credit?.reason ?? '';
    this.rule(this.y);
    this.y += 8;
    this.y = this.writeLines(['เหตุผลที่ลดหนี้ / Reason for the credit'], MARGIN, this.y, 'regular', 8, MUTED);
    this.y = this.writeLines(this.wrap(reason, CONTENT_WIDTH, 'regular', 10), MARGIN, this.y, 'regular', 10) + 6;
  }

  /** The top of a page after the first: which document this is, then the table's heading again. */
  private startNextPage(): void {
    this.doc.addPage({ size: 'A4', margin: MARGIN });
    this.y = MARGIN;
    this.write(TITLES[this.view.kind], MARGIN, this.y, 'bold', 12);
    this.writeRight(`${this.view.number} · ${this.view.orderNo}`, RIGHT, this.y + 2, 'regular', 9, MUTED);
    this.y += lineHeight(12) + 2;
    this.rule(this.y, MARGIN, RIGHT, INK);
    this.y += 8;
  }

  private drawTableHeading(): void {
    const height = lineHeight(8) * 2 + CELL_PADDING * 2;
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).fillColor(SHADE).fill();
    let x = MARGIN;
    for (const column of COLUMNS) {
      const inner = column.width - CELL_PADDING * 2;
      for (const [row, text] of [column.th, column.en].entries()) {
        const y = this.y + CELL_PADDING + row * lineHeight(8);
        if (column.align === 'right') this.writeRight(text, x + CELL_PADDING + inner, y, 'bold', 8);
        else this.write(text, x + CELL_PADDING, y, 'bold', 8);
      }
      x += column.width;
    }
    this.y += height;
  }

  private drawRow(cells: [string, string, string, string, string]): void {
    const size = 9;
    const cellLines = cells.map((text, index) => this.wrap(text, COLUMNS[index]!.width - CELL_PADDING * 2, 'regular', size));
    const height = Math.max(...cellLines.map((lines) => lines.length)) * lineHeight(size) + CELL_PADDING * 2;
    if (this.y + height > BOTTOM) {
      this.startNextPage();
      this.drawTableHeading();
    }
    let x = MARGIN;
    cellLines.forEach((lines, index) => {
      const column = COLUMNS[index]!;
      let y = this.y + CELL_PADDING;
      for (const line of lines) {
        if (column.align === 'right') this.writeRight(line, x + column.width - CELL_PADDING, y, 'regular', size);
        else this.write(line, x + CELL_PADDING, y, 'regular', size);
        y += lineHeight(size);
      }
      x += column.width;
    });
    this.y += height;
    this.rule(this.y, MARGIN, RIGHT, SHADE);
  }

  private drawTotals(): void {
    const { totals, credit } = this.view;
    const vat = vatRateText(totals.vatRateBasisPoints);
    const rows: Array<{ label: string; value: string; strong: boolean }> = [];
    if (credit) {
      rows.push({ label: 'มูลค่าตามใบกำกับภาษีเดิม / Original invoice value', value: formatBaht(credit.originalTotalSatang), strong: false });
      rows.push({ label: 'มูลค่าที่ถูกต้อง / Correct value', value: formatBaht(credit.correctTotalSatang), strong: false });
      rows.push({ label: 'ผลต่างก่อนภาษีมูลค่าเพิ่ม / Difference before VAT', value: formatBaht(totals.beforeVatSatang), strong: false });
      rows.push({ label: `ภาษีมูลค่าเพิ่ม ${vat} / VAT ${vat}`, value: formatBaht(totals.vatSatang), strong: false });
      rows.push({ label: 'ผลต่างรวมภาษีมูลค่าเพิ่ม / Difference incl. VAT', value: formatBaht(totals.totalSatang), strong: true });
    } else {
      rows.push({ label: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม / Value before VAT', value: formatBaht(totals.beforeVatSatang), strong: false });
      rows.push({ label: `ภาษีมูลค่าเพิ่ม ${vat} / VAT ${vat}`, value: formatBaht(totals.vatSatang), strong: false });
      rows.push({ label: 'จำนวนเงินรวมทั้งสิ้น / Total', value: formatBaht(totals.totalSatang), strong: true });
    }
    const size = 9.5;
    const note = 'ราคาทุกรายการรวมภาษีมูลค่าเพิ่มแล้ว / All prices include VAT';
    const height = 10 + rows.length * (lineHeight(size) + 2) + 8 + lineHeight(8);
    if (this.y + height > BOTTOM) this.startNextPage();
    this.y += 10;
    const valueRight = RIGHT - CELL_PADDING;
    const labelRight = RIGHT - COLUMNS[4].width - CELL_PADDING;
    for (const row of rows) {
      const font = row.strong ? 'bold' : 'regular';
      if (row.strong) this.rule(this.y - 2, labelRight - 220, RIGHT, INK);
      this.writeRight(row.label, labelRight, this.y, font, size);
      this.writeRight(row.value, valueRight, this.y, font, size);
      this.y += lineHeight(size) + 2;
    }
    this.y += 8;
    this.write(note, MARGIN, this.y, 'regular', 8, MUTED);
    this.y += lineHeight(8);
  }

  /** "หน้า / Page 1/2" on every page, written once the number of pages is known. */
  private drawPageNumbers(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = 0; index < count; index++) {
      this.doc.switchToPage(start + index);
      const y = PAGE.height - MARGIN - 10;
      this.write(`${TITLES[this.view.kind]} ${this.view.number}`, MARGIN, y, 'regular', 8, MUTED);
      this.writeRight(`หน้า / Page ${index + 1}/${count}`, RIGHT, y, 'regular', 8, MUTED);
    }
  }
}
