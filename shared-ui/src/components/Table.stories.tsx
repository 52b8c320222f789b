import type { Story, StoryDefault } from '@ladle/react';
import { Badge, type BadgeTone } from './Badge';
import { EmptyState } from './EmptyState';
import { Table } from './Table';

export default { title: 'Data / Table' } satisfies StoryDefault;

const orders: {
  id: string;
  buyer: string;
  product: string;
  quantity: string;
  total: string;
  status: [string, BadgeTone];
}[] = [
  {
    id: '#1042',
    buyer: 'Annapurna Foods',
    product: 'Basmati rice',
    quantity: '20 t',
    total: '₹18,40,000',
    status: ['Shipped', 'info'],
  },
  {
    id: '#1041',
    buyer: 'Shree Traders',
    product: 'Turmeric fingers',
    quantity: '5 t',
    total: '₹6,25,000',
    status: ['Delivered', 'success'],
  },
  {
    id: '#1039',
    buyer: 'Coastal Exports',
    product: 'Black pepper',
    quantity: '2 t',
    total: '₹11,60,000',
    status: ['Overdue', 'danger'],
  },
];

const Head = () => (
  <thead>
    <tr>
      <th scope="col">Order</th>
      <th scope="col">Buyer</th>
      <th scope="col">Product</th>
      <th scope="col">Quantity</th>
      <th scope="col">Total</th>
      <th scope="col">Status</th>
    </tr>
  </thead>
);

export const Orders: Story = () => (
  <Table caption="Recent orders">
    <Head />
    <tbody>
      {orders.map((order) => (
        <tr key={order.id}>
          <th scope="row">{order.id}</th>
          <td>{order.buyer}</td>
          <td>{order.product}</td>
          <td>{order.quantity}</td>
          <td>{order.total}</td>
          <td>
            <Badge tone={order.status[1]}>{order.status[0]}</Badge>
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);

export const NarrowScreen: Story = () => (
  <div style={{ width: '320px', border: '1px dashed #9fb1a8', padding: '0.5rem' }}>
    <Orders />
  </div>
);

export const HiddenCaption: Story = () => (
  <>
    <h2>Orders</h2>
    <Table caption="Orders" hideCaption>
      <Head />
      <tbody>
        <tr>
          <td colSpan={6}>
            <EmptyState title="No orders yet" headingLevel={3} />
          </td>
        </tr>
      </tbody>
    </Table>
  </>
);
