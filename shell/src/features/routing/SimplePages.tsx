import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.section`
  display: grid;
  place-items: center;
  text-align: center;
  min-height: 50vh;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.font.size['5xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
  margin: 0;
`;

export function ComingSoon({ title }: { title: string }) {
  return (
    <Page>
      <title>{`${title} · Krishika`}</title>
      <div>
        <h1>Coming Soon</h1>
        <p>{title} is on its way. In the meantime, explore the rest of Krishika.</p>
        <Link to="/">Return to Home</Link>
      </div>
    </Page>
  );
}

export function NotFound() {
  return (
    <Page>
      <title>Page not found · Krishika</title>
      <div>
        <Code aria-hidden="true">404</Code>
        <h1>Oops! Page not found</h1>
        <Link to="/">Return to Home</Link>
      </div>
    </Page>
  );
}
