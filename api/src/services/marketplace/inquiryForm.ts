// What the drafter reads of an inquiry: the buyer's message, the form's fields as facts the buyer
// gave (never asked again) and the supplier's product. The inbox suggestion, the supplier's AI Reply
// (drafts.ts) and the demo data all build their input here, so they draft from the same facts.
import type { Incoterm, InquiryForm } from 'engine';
import { contextFromProduct } from '../productContext.ts';
import type { ReplyInput } from '../replies.ts';
import type { InquiryFields } from './inquiries.ts';

/** An inquiry's form fields as the reply engine reads them (numbers as the buyer entered them). */
export function formFromInquiry(row: InquiryFields): InquiryForm {
  const number = (value: number | string | null | undefined) =>
    value === null || value === undefined || value === '' ? undefined : Number(value);
  return {
    productName: row.product_name,
    category: row.category ?? undefined,
    quantity: number(row.quantity),
    quantityUnit: row.quantity_unit,
    targetPrice: number(row.target_price),
    targetCurrency: row.target_currency ?? undefined,
    incoterm: (row.incoterm as Incoterm | null) ?? undefined,
    destinationCountry: row.destination_country,
    destinationPort: row.destination_port ?? undefined,
    neededBy: row.needed_by ?? undefined,
  };
}

type FormRow = InquiryFields & { message?: string | null };

/** The drafter's input for one supplier's delivery of an inquiry. */
export function replyInputFor(
  inquiry: FormRow,
  product: Parameters<typeof contextFromProduct>[0] | undefined,
  supplierName: string | null,
): Required<Pick<ReplyInput, 'inquiry' | 'form' | 'productContext'>> & Pick<ReplyInput, 'supplierName'> {
  return {
    inquiry: inquiry.message?.trim() ?? '',
    form: formFromInquiry(inquiry),
    productContext: product ? contextFromProduct(product) : '',
    supplierName,
  };
}
