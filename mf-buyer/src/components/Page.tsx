import styled from 'styled-components';

/** A screen of the buyer workspace: one column that may shrink below its content (320 px). */
export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > header p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

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
