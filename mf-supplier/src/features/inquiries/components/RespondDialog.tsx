import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, Input, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { useMarketplaceClient, errorMessage } from 'shared-api';
import { formatNumber } from '../../../lib/format';
import { RESPOND } from '../../../lib/messages';
import { sendResponse, type SupplierInquiry } from '../api/inquiries';
import {
  emptyResponse,
  today,
  validateResponse,
  type ResponseFormErrors,
  type ResponseFormValues,
} from '../lib/responseForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Grid = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Context = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
`;

const ServerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface RespondDialogProps {
  inquiry: SupplierInquiry | null;
  /** The text the form starts with: Krishika's draft after 'AI Reply', else empty. */
  draft: string;
  aiDrafted: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** The response form: a message and, optionally, a quote (price, MOQ, lead time, valid until). */
export function RespondDialog({ inquiry, draft, aiDrafted, onClose, onSent }: RespondDialogProps) {
  return (
    <Dialog
      open={inquiry !== null}
      onClose={onClose}
      title={inquiry ? `${RESPOND}: ${inquiry.productName}` : RESPOND}
      size="lg"
    >
      {inquiry && (
        <ResponseForm
          key={`${inquiry.delivery.id}-${aiDrafted}`}
          inquiry={inquiry}
          draft={draft}
          aiDrafted={aiDrafted}
          onClose={onClose}
          onSent={onSent}
        />
      )}
    </Dialog>
  );
}

function ResponseForm({
  inquiry,
  draft,
  aiDrafted,
  onClose,
  onSent,
}: Omit<RespondDialogProps, 'inquiry'> & { inquiry: SupplierInquiry }) {
  const client = useMarketplaceClient();
  const [values, setValues] = useState<ResponseFormValues>(() => emptyResponse(draft));
  const [errors, setErrors] = useState<ResponseFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (key: keyof ResponseFormErrors) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [key]: value }));
      if (errors[key]) setErrors((previous) => ({ ...previous, [key]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const result = validateResponse(values);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSending(true);
    setServerError(null);
    try {
      await sendResponse(client, inquiry.delivery.id, result.input);
      toast.success('Response sent', {
        description: `${inquiry.buyer.businessName || 'The buyer'} can now read your reply${result.input.quote ? ' and quote' : ''}.`,
      });
      onSent();
    } catch (error) {
      const message = errorMessage(error);
      setServerError(message);
      toast.error("Your response wasn't sent", { description: message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label="Response">
      <Context>
        {inquiry.buyer.businessName || 'A buyer'} asks for {formatNumber(inquiry.quantity)}{' '}
        {inquiry.quantityUnit} of {inquiry.productName}.
      </Context>
      {aiDrafted && (
        <Note>
          Krishika drafted this reply from the inquiry and your catalog. Check and edit it before sending.
        </Note>
      )}
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Textarea label="Message" required rows={8} maxLength={5000} {...field('message')} />
      <Checkbox
        label="Include a quote"
        checked={values.withQuote}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setValues((previous) => ({ ...previous, withQuote: checked }));
        }}
      />
      {values.withQuote && (
        <Grid>
          <legend>Quote</legend>
          <Input label="Price" required inputMode="decimal" {...field('price')} />
          <Input label="Currency" required maxLength={3} {...field('currency')} />
          <Input label="Price unit" hint="e.g. kg" {...field('priceUnit')} />
          <Input label="MOQ" inputMode="decimal" {...field('moq')} />
          <Input label="MOQ unit" hint="e.g. kg" {...field('moqUnit')} />
          <Input label="Lead time" hint="e.g. 3 weeks" {...field('leadTime')} />
          <Input label="Valid until" type="date" min={today()} {...field('validUntil')} />
        </Grid>
      )}
      <Actions>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Send Response
        </Button>
      </Actions>
    </Form>
  );
}
