import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './Button';
import { VisuallyHidden } from './VisuallyHidden';

export default { title: 'Utilities / VisuallyHidden' } satisfies StoryDefault;

export const IconOnlyButton: Story = () => (
  <>
    <p>The button below shows only an icon; screen readers hear “Add to cart”.</p>
    <Button variant="secondary">
      <span aria-hidden="true">🛒</span>
      <VisuallyHidden>Add to cart</VisuallyHidden>
    </Button>
  </>
);
