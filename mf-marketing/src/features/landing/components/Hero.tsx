import { ButtonLink, media, VisuallyHidden } from 'shared-ui';
import styled, { keyframes } from 'styled-components';
import { HERO_SUBTITLE, HERO_TITLE, TYPED_LINE, TYPING_INTERVAL_MS } from '../content';
import { useTypewriter } from '../hooks/useTypewriter';

const Band = styled.section`
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.color.brandSoft},
    ${({ theme }) => theme.color.surfaceAlt}
  );
`;

const Inner = styled.div`
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  text-align: center;
  ${media.down('md')} {
    padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: clamp(2.25rem, 8vw, 4rem);
  line-height: 1.1;
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const blink = keyframes`
  50% { opacity: 0; }
`;

/**
 * The typed line. The whole sentence sits invisibly in the same grid cell, so the box has its final
 * size from the first frame: typing never moves anything (no layout shift), at any width.
 */
const Typed = styled.p`
  display: grid;
  max-width: 30rem;
  margin: 0 auto ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brandHover};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  > span {
    grid-area: 1 / 1;
  }
  > .sizer {
    visibility: hidden;
  }
  .caret {
    display: inline-block;
    width: 0.5em;
    margin-left: 1px;
    border-bottom: 2px solid currentColor;
    animation: ${blink} 1s step-end infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .caret {
      animation: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
`;

export function Hero() {
  const { typed, done } = useTypewriter(TYPED_LINE, TYPING_INTERVAL_MS);
  return (
    <Band aria-labelledby="hero-title">
      <Inner>
        <Title id="hero-title">{HERO_TITLE}</Title>
        <Subtitle>{HERO_SUBTITLE}</Subtitle>
        <Typed data-testid="typed-line" data-done={done}>
          <span className="sizer" aria-hidden="true">
            {TYPED_LINE}
            <span className="caret" />
          </span>
          {/* Screen readers get the sentence once, not a character at a time. */}
          <span aria-hidden="true" data-testid="typed-text">
            {typed}
            <span className="caret" />
          </span>
          <VisuallyHidden>{TYPED_LINE}</VisuallyHidden>
        </Typed>
        <Actions>
          <ButtonLink to="/register" size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to="/catalog" size="lg" variant="secondary">
            Find Suppliers
          </ButtonLink>
        </Actions>
      </Inner>
    </Band>
  );
}
