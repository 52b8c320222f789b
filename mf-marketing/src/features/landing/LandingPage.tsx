import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Card, media } from 'shared-ui';
import styled from 'styled-components';
import { PLANS } from './plans';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  text-align: center;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.color.brandSoft},
    ${({ theme }) => theme.color.surfaceAlt}
  );
  h1 {
    font-size: clamp(2rem, 6vw, ${({ theme }) => theme.font.size['5xl']});
  }
  p {
    max-width: 40rem;
    margin: 0 auto ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
  a {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  a:first-child {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  a:last-child {
    border: 1px solid ${({ theme }) => theme.color.brand};
  }
`;

const Section = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  h2 {
    text-align: center;
  }
`;

const PlanGrid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(3, 1fr);
  ${media.down('md')} {
    grid-template-columns: 1fr;
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin: 0;
`;

/** Client-side navigation to /#pricing (the /pricing redirect) lands on the section, like a real anchor. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function LandingPage() {
  useScrollToHash();
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <h1 id="hero-title">AI Meets Global Trade.</h1>
        <p>
          Krishika connects verified buyers and suppliers worldwide in seconds, with a multilingual AI
          co-pilot that answers trade inquiries 24x7.
        </p>
        <Actions>
          <Link to="/register">Get Started</Link>
          <Link to="/catalog">Find Suppliers</Link>
        </Actions>
      </Hero>
      <Section id="pricing" aria-labelledby="pricing-title">
        <h2 id="pricing-title">Pricing</h2>
        <PlanGrid>
          {PLANS.map((plan) => (
            <li key={plan.name}>
              <Card>
                <h3>{plan.name}</h3>
                <Price>
                  ${plan.price}
                  <small>/month</small>
                </Price>
                <p>{plan.description}</p>
              </Card>
            </li>
          ))}
        </PlanGrid>
      </Section>
    </>
  );
}
