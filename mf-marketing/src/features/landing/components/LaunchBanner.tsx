import { ButtonLink, media } from 'shared-ui';
import styled from 'styled-components';
import { LAUNCH_BADGES } from '../content';
import { Icon } from './Icon';
import { Section, SectionTitle } from './Section';

const Text = styled.p`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Badges = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  a {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brandHover};
    border-color: ${({ theme }) => theme.color.surface};
  }
  a:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  ${media.down('sm')} {
    a {
      width: 100%;
    }
  }
`;

/** Part 11: the closing 'launching soon' banner with its three badges. */
export function LaunchBanner() {
  return (
    <Section id="launch" titleId="launch-title" tone="brand">
      <SectionTitle id="launch-title">Krishika Is Launching Soon</SectionTitle>
      <Text>
        Be among the first suppliers and buyers to trade with an AI co-pilot at your side. Create your account
        today and we will let you know the moment your market opens.
      </Text>
      <Badges aria-label="Krishika is">
        {LAUNCH_BADGES.map((badge) => (
          <li key={badge.label}>
            <Icon name={badge.icon} size={20} />
            {badge.label}
          </li>
        ))}
      </Badges>
      <Actions>
        <ButtonLink to="/register" size="lg">
          Create Your Account
        </ButtonLink>
      </Actions>
    </Section>
  );
}
