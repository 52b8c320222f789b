import styled from 'styled-components';
import { focusRing } from './styles';

const Round = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.textMuted};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  ${focusRing}
`;

export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Round type="button" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </Round>
  );
}
