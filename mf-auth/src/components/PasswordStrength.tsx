import styled from 'styled-components';
import { assessNewPassword } from '../lib/validation';

export interface PasswordStrengthProps {
  password: string;
  /** The account's words the server counts against the password (`passwordUserInputs`). */
  userInputs?: readonly string[];
}

type Level = 'weak' | 'good' | 'strong';

const LABEL: Record<Level, string> = { weak: 'Too weak', good: 'Good', strong: 'Strong' };

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[1]};
`;

const Bar = styled.span<{ $on: boolean; $level: Level }>`
  height: 0.25rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $on, $level }) =>
    !$on
      ? theme.color.border
      : $level === 'weak'
        ? theme.color.danger
        : $level === 'good'
          ? theme.color.warning
          : theme.color.success};
`;

/**
 * The auth server's verdict on a new password while it is typed (contracts/password, the same rule
 * and list the server applies): a bar of zxcvbn's score and "Too weak", "Good" or "Strong", with
 * zxcvbn's hint for a weak one. Announced politely to screen readers.
 */
export function PasswordStrength({ password, userInputs = [] }: PasswordStrengthProps) {
  if (!password) return null;
  const verdict = assessNewPassword(password, userInputs);
  const level: Level = verdict.reasons.length > 0 ? 'weak' : verdict.score >= 4 ? 'strong' : 'good';
  const filled = level === 'weak' ? Math.max(1, Math.min(verdict.score, 2)) : verdict.score;
  return (
    <Box data-testid="password-strength">
      <Bars aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <Bar key={step} $on={step <= filled} $level={level} />
        ))}
      </Bars>
      <span role="status" aria-live="polite">
        Password strength: {LABEL[level]}
        {level === 'weak' && verdict.hint ? `. ${verdict.hint}` : ''}
      </span>
    </Box>
  );
}
