import type { RemoteRoute } from '@krishika/tooling/contracts';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { UiProvider } from '../UiProvider';

/** A remote's screen, as its `./routes` module exposes it (the contract in tooling/contracts.ts). */
export type StandaloneRoute = RemoteRoute;

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: inherit;
  }
`;

/**
 * Renders one remote on its own (`pnpm --filter <remote> dev`) with the providers the shell would
 * give it, so a team can develop without the shell. Guards and layout stay the shell's job.
 */
export function StandaloneRemote({ name, routes }: { name: string; routes: readonly StandaloneRoute[] }) {
  return (
    <UiProvider>
      <BrowserRouter>
        <DevBar aria-label={`${name} standalone`}>
          <strong>{name} · standalone</strong>
          {routes.map((route) => (
            <Link key={route.path} to={route.path}>
              {route.title}
            </Link>
          ))}
        </DevBar>
        <main id="main-content">
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<p>Not a route of {name}.</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </UiProvider>
  );
}
