import { media } from 'shared-ui';
import styled from 'styled-components';
import { KrishikaAssistant } from './KrishikaAssistant';

const Page = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[16]}`};

  ${media.down('sm')} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[16]}`};
  }
`;

/** /krishika-ai (any signed-in user; the shell's guard checks before this remote loads). */
export function KrishikaAiPage() {
  return (
    <Page>
      <KrishikaAssistant />
    </Page>
  );
}
