import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Input } from './Input';

export default { title: 'Overlays / Dialog' } satisfies StoryDefault;

export const Confirm: Story = () => {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = () => {
    setDeleting(true);
    window.setTimeout(() => {
      setDeleting(false);
      setOpen(false);
    }, 1500);
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete listing
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this listing?"
        description="Buyers will no longer see it. Open quotes stay in your inbox."
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button variant="danger" loading={deleting} onClick={remove}>
              Delete
            </Button>
          </>
        }
      />
    </>
  );
};

export const WithForm: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Request a quote</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Request a quote"
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Send</Button>
          </>
        }
      >
        <Input label="Quantity (tonnes)" type="number" required />
        <Input label="Delivery pincode" inputMode="numeric" error="Enter a 6-digit pincode" />
      </Dialog>
    </>
  );
};

export const LongContent: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Read trade terms
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Trade terms" size="lg">
        {Array.from({ length: 20 }, (_, index) => (
          <p key={index}>
            Clause {index + 1}. Goods are inspected at the point of loading; disputes are raised within 48
            hours of delivery.
          </p>
        ))}
      </Dialog>
    </>
  );
};
