import { Link } from 'react-router-dom';
import { Card } from 'shared-ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space[12]} auto;
`;

/** Registration (spec §2): the full form arrives with the local auth server (issue 3). */
export function RegisterPage() {
  return (
    <Panel>
      <h1>Join the Global Trade Revolution</h1>
      <p>
        Create a buyer or supplier account. New exporters are verified manually before their listings go live.
      </p>
      <p>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </Panel>
  );
}
