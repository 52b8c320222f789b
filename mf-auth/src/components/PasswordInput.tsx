import { useState } from 'react';
import { Input, type InputProps } from 'shared-ui';
import styled from 'styled-components';

export type PasswordInputProps = Omit<InputProps, 'type'>;

const Field = styled.div`
  position: relative;
  min-width: 0;
`;

/* Sits on the label's row, at the right, so it never covers the text or the error below. */
const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.brand};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A password field with a show/hide toggle. The toggle keeps one name ("Show password", its visible
 * text "Show") and reports its state with aria-pressed and the icon, as a toggle button should.
 */
export function PasswordInput({ label, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const name = typeof label === 'string' ? label.toLowerCase() : 'password';

  return (
    <Field>
      <Input {...rest} label={label} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-pressed={visible}
        aria-label={`Show ${name}`}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
        Show
      </Toggle>
    </Field>
  );
}
