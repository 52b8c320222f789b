import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ACCOUNT_TYPES } from '../options';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Option = styled.div`
  position: relative;
  min-width: 0;

  /* The native radio stays focusable and keyboard-driven; the label draws the segment. */
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }

  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    height: 100%;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    cursor: pointer;
    transition: background-color ${({ theme }) => theme.motion.fast};
  }

  input:checked + label {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.brand};
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/* A mark for the chosen option, so the state does not rely on colour alone. */
const Check = styled.span`
  display: none;
  margin-inline-end: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.brand};

  input:checked + label & {
    display: inline;
  }
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The props of one `register('accountType')` call, spread on every radio of the group, and the type
 * chosen at first (checked in the markup itself, so the page's static HTML shows it too).
 */
export type AccountTypeFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'id'> & {
  initial?: string;
};

/** Buyer or Supplier (the account's role), as a radio group drawn as a segmented control. */
export function AccountTypeField({ initial, ...props }: AccountTypeFieldProps) {
  const id = useId();
  return (
    <Group>
      <legend>Account type</legend>
      <Options>
        {ACCOUNT_TYPES.map((type) => (
          <Option key={type.value}>
            <input
              {...props}
              type="radio"
              value={type.value}
              defaultChecked={type.value === initial}
              id={`${id}-${type.value}`}
              aria-labelledby={`${id}-${type.value}-title`}
              aria-describedby={`${id}-${type.value}-description`}
            />
            <label htmlFor={`${id}-${type.value}`}>
              <Title id={`${id}-${type.value}-title`}>
                <Check aria-hidden="true">✓</Check>
                {type.label}
              </Title>
              <Description id={`${id}-${type.value}-description`}>{type.description}</Description>
            </label>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
