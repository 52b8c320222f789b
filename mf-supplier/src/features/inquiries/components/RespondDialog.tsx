import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  Button,
  Checkbox,
  Dialog,
  Form,
  FormActions,
  FormAlert,
  FormSection,
  Input,
  Textarea,
  toast,
} from 'shared-ui';
import styled from 'styled-components';
import { useMarketplaceClient, useSubmission } from 'shared-api';
import { formatNumber } from 'shared-api/ui';
import { RESPOND } from '../../../lib/messages';
import { sendResponse, type ResponseInput, type SupplierInquiry } from '../api/inquiries';
import { emptyResponse, responseFormSchema, today, type ResponseFormValues } from '../lib/responseForm';

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
  // The contract's checks with the form's messages (responseFormSchema); the first problem is focused.
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResponseFormValues, unknown, ResponseInput>({
    resolver: zodResolver(responseFormSchema()),
    defaultValues: emptyResponse(draft),
  });
  const withQuote = useWatch({ control, name: 'withQuote' });
  const { busy: sending, failure: serverError, send } = useSubmission();
  const field = (name: Exclude<keyof ResponseFormValues, 'withQuote'>) => ({
    ...register(name),
    error: errors[name]?.message,
  });

  const submit = async (input: ResponseInput) => {
    if (sending) return;
    await send(async () => {
      await sendResponse(client, inquiry.delivery.id, input);
      toast.success('Response sent', {
        description: `${inquiry.buyer.businessName || 'The buyer'} can now read your reply${input.quote ? ' and quote' : ''}.`,
      });
      onSent();
    }, "Your response wasn't sent");
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label="Response">
      <Context>
        {inquiry.buyer.businessName || 'A buyer'} asks for {formatNumber(inquiry.quantity)}{' '}
        {inquiry.quantityUnit} of {inquiry.productName}.
      </Context>
      {aiDrafted && (
        <Note>
          Krishika drafted this reply from the inquiry and your catalog. Check and edit it before sending.
        </Note>
      )}
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Textarea label="Message" required rows={8} maxLength={5000} {...field('message')} />
      <Checkbox label="Include a quote" {...register('withQuote')} />
      {withQuote && (
        <FormSection legend="Quote" minColumnWidth="11rem">
          <Input label="Price" required inputMode="decimal" {...field('price')} />
          <Input label="Currency" required maxLength={3} {...field('currency')} />
          <Input label="Price unit" hint="e.g. kg" {...field('priceUnit')} />
          <Input label="MOQ" inputMode="decimal" {...field('moq')} />
          <Input label="MOQ unit" hint="e.g. kg" {...field('moqUnit')} />
          <Input label="Lead time" hint="e.g. 3 weeks" {...field('leadTime')} />
          <Input label="Valid until" type="date" min={today()} {...field('validUntil')} />
        </FormSection>
      )}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Send Response
        </Button>
      </FormActions>
    </Form>
  );
}
