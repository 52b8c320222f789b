import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/api';
import { emailError } from '../../../lib/email';
import { CONTACT_LIMITS, sendContactMessage } from '../api/contact';

export const CONTACT_SUBJECT = 'Enterprise plan';
export const NAME_REQUIRED = 'Please enter your name.';
export const MESSAGE_REQUIRED = 'Please tell us how we can help.';

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

interface Values {
  name: string;
  email: string;
  company: string;
  message: string;
}
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { name: '', email: '', company: '', message: '' };
const FIELD_ORDER: (keyof Values)[] = ['name', 'email', 'company', 'message'];

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.message.trim()) errors.message = MESSAGE_REQUIRED;
  return errors;
}

/**
 * 'Contact Sales' (the Enterprise plan): a modal form whose message the api stores for the team
 * (`POST /v1/contact`). Errors sit under their fields; the first invalid field takes focus.
 */
export function ContactSalesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const close = () => {
    if (sending) return;
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { message } = await sendContactMessage({
        name: values.name,
        email: values.email,
        company: values.company || null,
        subject: CONTACT_SUBJECT,
        message: values.message,
      });
      toast.success('Message sent', { description: message });
      setValues(EMPTY);
      setErrors({});
      onClose();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Contact Sales"
      description="Tell us about your business and the Enterprise plan’s team will get back to you."
    >
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Contact Sales">
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
