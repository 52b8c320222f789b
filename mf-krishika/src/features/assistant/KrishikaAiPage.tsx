import { useAuth } from 'shared-auth';
import styled from 'styled-components';

const Page = styled.section`
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
`;

export function KrishikaAiPage() {
  const { businessName } = useAuth();
  return (
    <Page aria-labelledby="krishika-title">
      <h1 id="krishika-title">Krishika AI</h1>
      <p>
        Your 24x7 multilingual trade co-pilot{businessName ? `, working for ${businessName}` : ''}: draft
        replies to buyer inquiries, match inquiries to products, speak replies aloud and keep searchable logs.
      </p>
    </Page>
  );
}
