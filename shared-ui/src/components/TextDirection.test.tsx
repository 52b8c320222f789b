import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Input } from './Input';
import { Textarea } from './Textarea';

// Arabic typed into any field runs right to left: the browser picks the direction from the text.
describe('text fields follow the direction of what is typed', () => {
  it('Input and Textarea are dir="auto" unless told otherwise', () => {
    renderWithTheme(
      <>
        <Input label="Port" />
        <Textarea label="Message" />
        <Input label="Code" dir="ltr" />
      </>,
    );
    expect(screen.getByLabelText('Port')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Message')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Code')).toHaveAttribute('dir', 'ltr');
  });
});
