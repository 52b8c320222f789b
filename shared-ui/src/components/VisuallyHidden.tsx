import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only, e.g. a label for an icon-only control. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
