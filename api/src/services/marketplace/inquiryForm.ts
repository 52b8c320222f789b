// An inquiry's form fields as the reply engine reads them: facts the buyer gave, never asked again.
import type { Incoterm, InquiryForm } from 'engine';
import type { InquiryInput } from './inquiries.ts';

/** An inquiry's form fields as the reply engine reads them (numbers as the buyer entered them). */
export function formFromInquiry(
  row: Pick<
    InquiryInput,
    | 'product_name'
    | 'category'
    | 'quantity_unit'
    | 'target_currency'
    | 'incoterm'
    | 'destination_country'
    | 'destination_port'
    | 'needed_by'
  > & { quantity: number | string; target_price?: number | string | null },
): InquiryForm {
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
