import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import styled from 'styled-components';
import { Button } from './Button';
import { Drawer } from './Drawer';

export default { title: 'Overlays / Drawer' } satisfies StoryDefault;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: block;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    text-decoration: none;
  }
`;

export const MobileNavigation: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        ☰ Menu
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Krishika" closeLabel="Close menu">
        <nav aria-label="Main">
          <NavList>
            {['Dashboard', 'Orders', 'Listings', 'Quotes', 'Settings'].map((item) => (
              <li key={item}>
                <a href={`#${item.toLowerCase()}`} onClick={() => setOpen(false)}>
                  {item}
                </a>
              </li>
            ))}
          </NavList>
        </nav>
      </Drawer>
    </>
  );
};
