import { Link } from 'react-router-dom';
import { Card } from 'shared-ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 28rem;
  margin: ${({ theme }) => theme.space[12]} auto;
`;

export function ForgotPasswordPage() {
  return (
    <Panel>
      <h1>Reset your password</h1>
      <p>Enter the email of your account and we&apos;ll send you a link to choose a new password.</p>
      <Link to="/login">Back to sign in</Link>
    </Panel>
  );
}

export function ResetPasswordPage() {
  return (
    <Panel>
      <h1>Choose a new password</h1>
      <p>Open this page from the link in your recovery email.</p>
    </Panel>
  );
}
