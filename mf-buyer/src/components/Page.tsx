import styled from 'styled-components';

/** A titled part of a screen. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  > h2,
  > header h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
