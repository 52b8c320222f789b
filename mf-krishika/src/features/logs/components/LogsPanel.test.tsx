import { screen, waitFor, within } from '@testing-library/react';
import { fakeConversation, fakeConversationLog } from 'shared-api/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KrishikaRequestError } from '../../../lib/krishikaClient';
import {
  EXPORT_FAILED,
  EXPORT_FAILED_DESCRIPTION,
  EXPORT_SUCCESSFUL,
  SERVICE_UNAVAILABLE,
} from '../../../lib/messages';
import {
  createFakeClient,
  deferred,
  findToast,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { csvFileName } from '../api/logs';
import { useExportLogs } from '../hooks/useExportLogs';
import { useLogs } from '../hooks/useLogs';
import { LogsPanel } from './LogsPanel';

const LONG_REPLY =
  'Dear buyer, thank you for your inquiry. We can supply 5 MT of Erode turmeric powder at USD 2.10/kg FOB Kochi.';

const CONVERSATIONS = [
  fakeConversation({
    inquiry: 'Need 5 MT TURMERIC',
    reply: LONG_REPLY,
    product: 'Turmeric powder',
    timestamp: '2026-11-21T09:00:00.000Z',
  }),
  fakeConversation({
    inquiry: 'Black pepper price?',
    reply: 'USD 6.20/kg',
    product: 'Black Pepper',
    timestamp: '2026-11-21T08:00:00.000Z',
  }),
  fakeConversation({
    inquiry: 'Cardamom samples',
    reply: 'Free samples',
    product: 'Cardamom',
    timestamp: '2026-11-20T08:00:00.000Z',
  }),
];

let client: FakeClient;
let save: ReturnType<typeof vi.fn<(blob: Blob, name: string) => void>>;

function Harness() {
  const { logs, loading } = useLogs();
  const { exporting, exportCsv } = useExportLogs({ save });
  return <LogsPanel logs={logs} loading={loading} exporting={exporting} onExport={() => void exportCsv()} />;
}

beforeEach(() => {
  client = createFakeClient();
  client.on('/log', () => fakeConversationLog(CONVERSATIONS));
  save = vi.fn();
});

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

describe('Export Logs and View Past Logs', () => {
  it('shows the logs in a table with the four columns, in a scrollable region', async () => {
    renderWithClient(<Harness />, client);
    const region = await screen.findByRole('region', { name: 'Past logs' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Past logs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Inquiry', 'Reply', 'Product', 'Timestamp']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Showing 3 of 3 logs')).toBeInTheDocument();
    expect(table.querySelector('time')).toHaveAttribute('dateTime', '2026-11-21T09:00:00.000Z');
  });

  it('cuts long text at 60 characters with an ellipsis; the full text is in the title and a keyboard toggle', async () => {
    const { user } = renderWithClient(<Harness />, client);
    const short = `${LONG_REPLY.slice(0, 60)}…`;
    const cell = await screen.findByText(short);
    expect(cell).toHaveAttribute('title', LONG_REPLY);
    const toggle = screen.getByRole('button', { name: 'Show more of the reply' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(LONG_REPLY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less of the reply' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard(' ');
    expect(screen.getByText(short)).toBeInTheDocument();
  });

  it('searches inquiry, reply and product without regard to case', async () => {
    const { user } = renderWithClient(<Harness />, client);
    await screen.findByText('Showing 3 of 3 logs');
    const search = screen.getByRole('searchbox', { name: 'Search logs' });
    await user.type(search, 'turmeric');
    expect(screen.getByText('Showing 1 of 3 logs')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'USD');
    expect(screen.getByText('Showing 2 of 3 logs')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'CARDAMOM');
    expect(screen.getByText('Showing 1 of 3 logs')).toBeInTheDocument();
    expect(exportButton()).toBeEnabled();

    await user.clear(search);
    await user.type(search, 'saffron');
    expect(screen.getByText('Showing 0 of 3 logs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No logs match your search' })).toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
  });

  it('disables Export CSV when there are no logs', async () => {
    client.on('/log', () => fakeConversationLog([]));
    renderWithClient(<Harness />, client);
    expect(await screen.findByRole('heading', { name: 'No logs yet' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 logs')).toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
  });

  it('exports the CSV under the server-given name, busy while it runs', async () => {
    const pending = deferred<{ blob: Blob; fileName: string }>();
    client.on('/export_csv', () => pending.promise);
    const { user } = renderWithClient(<Harness />, client);
    await screen.findByText('Showing 3 of 3 logs');
    await user.click(exportButton());
    expect(client.blob).toHaveBeenCalledWith('/export_csv', { method: 'GET' });
    await waitFor(() => expect(exportButton()).toHaveAttribute('aria-busy', 'true'));
    const blob = new Blob(['Inquiry,Reply,Product,Timestamp\n'], { type: 'text/csv' });
    pending.resolve({ blob, fileName: 'krishika-logs-2026-11-21.csv' });
    expect((await findToast(EXPORT_SUCCESSFUL)).title).toBe(EXPORT_SUCCESSFUL);
    expect(save).toHaveBeenCalledWith(blob, 'krishika-logs-2026-11-21.csv');
    expect(exportButton()).toBeEnabled();
  });

  it("names the file by today's date when the server's name is missing or unexpected", async () => {
    client.on('/export_csv', () => ({ blob: new Blob(['x']), fileName: '../../evil.sh' }));
    const { user } = renderWithClient(<Harness />, client);
    await screen.findByText('Showing 3 of 3 logs');
    await user.click(exportButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toBe(csvFileName());
    expect(csvFileName(new Date(2026, 0, 5))).toBe('krishika-logs-2026-01-05.csv');
  });

  it('toasts a failed export', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.on('/export_csv', () => {
      throw new KrishikaRequestError('server', SERVICE_UNAVAILABLE, { status: 500 });
    });
    const { user } = renderWithClient(<Harness />, client);
    await screen.findByText('Showing 3 of 3 logs');
    await user.click(exportButton());
    expect(await findToast(EXPORT_FAILED)).toEqual({
      title: EXPORT_FAILED,
      description: EXPORT_FAILED_DESCRIPTION,
    });
    expect(save).not.toHaveBeenCalled();
  });
});
