import type { Story, StoryDefault } from '@ladle/react';
import { Column } from '../stories/layout';
import { Select } from './Select';

export default { title: 'Forms / Select' } satisfies StoryDefault;

const units = (
  <>
    <option value="" disabled>
      Choose a unit
    </option>
    <option value="kg">Kilogram</option>
    <option value="quintal">Quintal</option>
    <option value="tonne">Tonne</option>
  </>
);

export const Default: Story = () => (
  <Column>
    <Select label="Unit" defaultValue="">
      {units}
    </Select>
  </Column>
);

export const RequiredWithError: Story = () => (
  <Column>
    <Select label="Unit" required defaultValue="" hint="Prices are quoted per unit" error="Pick a unit">
      {units}
    </Select>
  </Column>
);

export const Disabled: Story = () => (
  <Column>
    <Select label="Unit" defaultValue="tonne" disabled>
      {units}
    </Select>
  </Column>
);
