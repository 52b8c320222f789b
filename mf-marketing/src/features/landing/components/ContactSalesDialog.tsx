import { useForm } from 'react-hook-form';
import { Button, Dialog, Input, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/api';
import { CONTACT_LIMITS, sendContactMessage, type ContactMessage } from '../api/contact';
import { contactResolver, type ContactFormValues } from '../lib/formSchemas';

export { CONTACT_SUBJECT, MESSAGE_REQUIRED, NAME_REQUIRED } from '../lib/formSchemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const EMPTY: ContactFormValues = { name: '', email: '', company: '', message: '' };
const resolver = contactResolver();

/**
 * 'Contact Sales' (the Enterprise plan): a modal form whose message the api stores for the team
 * (`POST /v1/contact`), checked with the contract's rules first. Errors sit under their fields; the
 * first invalid field takes focus; a failed send keeps everything typed. The pricing section loads
 * this module when the dialog first opens.
 */
export function ContactSalesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting: sending },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    defaultValues: EMPTY,
  });
  const field = (name: keyof ContactFormValues) => ({ ...register(name), error: errors[name]?.message });

  const close = () => {
    if (sending) return;
    clearErrors();
    onClose();
  };

  const submit = async (message: ContactMessage) => {
    try {
      const sent = await sendContactMessage(message);
      toast.success('Message sent', { description: sent.message });
      reset(EMPTY);
      onClose();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Contact Sales"
      description="Tell us about your business and the Enterprise plan’s team will get back to you."
    >
      <Form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="Contact Sales">
        <Input
          label="Full name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          {...field('name')}
        />
        <Input label="Work email" type="email" autoComplete="email" required {...field('email')} />
        <Input
          label="Company"
          hint="Optional"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          {...field('company')}
        />
        <Textarea
          label="How can we help?"
          rows={4}
          required
          maxLength={CONTACT_LIMITS.message}
          {...field('message')}
        />
        <Actions>
          <Button type="button" variant="secondary" onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Send Message
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
