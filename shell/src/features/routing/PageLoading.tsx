import { Spinner } from 'shared-ui';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

/** 'Loading...' while auth state or a remote's screen loads. */
export function PageLoading() {
  return (
    <Wrap>
      <Spinner label="Loading..." showLabel />
    </Wrap>
  );
}
