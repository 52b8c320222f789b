import { Spinner } from 'shared-ui';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** 'Loading...' (spec §2) while auth state or a remote's screen loads. */
export function PageLoading() {
  return (
    <Wrap>
      <Spinner label="Loading..." />
      <span aria-hidden="true">Loading...</span>
    </Wrap>
  );
}
