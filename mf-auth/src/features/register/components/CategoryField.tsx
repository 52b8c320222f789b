import { useId, type Ref } from 'react';
import { Chip } from 'shared-ui';
import styled from 'styled-components';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../options';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  /* Long names wrap instead of widening the page on small phones. */
  button {
    white-space: normal;
    text-align: start;
    max-width: 100%;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

export interface CategoryFieldProps {
  value: readonly ProductCategory[];
  onChange: (next: ProductCategory[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Reaches the first chip, so a failed submit can focus the group. */
  ref?: Ref<HTMLButtonElement>;
}

/** Product category focus: the 12 categories as toggle chips, at least one required. */
export function CategoryField({ value, onChange, onBlur, error, ref }: CategoryFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const toggle = (category: ProductCategory, selected: boolean) => {
    const next = PRODUCT_CATEGORIES.filter((candidate) =>
      candidate === category ? selected : value.includes(candidate),
    );
    onChange(next);
  };

  return (
    <Group aria-describedby={error ? `${errorId} ${hintId}` : hintId}>
      <legend>Product category focus</legend>
      <Hint id={hintId}>Choose every category you trade in.</Hint>
      <Chips>
        {PRODUCT_CATEGORIES.map((category, index) => (
          <Chip
            key={category}
            ref={index === 0 ? ref : undefined}
            selected={value.includes(category)}
            onSelectedChange={(selected) => toggle(category, selected)}
            onBlur={onBlur}
          >
            {category}
          </Chip>
        ))}
      </Chips>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
}
