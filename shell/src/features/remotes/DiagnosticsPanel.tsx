// `?krishika-diagnostics` on any page: which version of each remote this page runs (its stable, canary
// and override entries, the one chosen here), whether it loaded, and its last error. For a team checking
// a canary or an override in a real browser; nothing of it is loaded without the parameter.
import { useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { type RemoteDiagnostics, remoteDiagnostics, subscribeRemoteDiagnostics } from './registry';

const Panel = styled.section`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: 40rem;
  max-height: 70vh;
  margin-inline: auto;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Toggle = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Remote = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function RemoteRows({ name, remote }: { name: string; remote: RemoteDiagnostics }) {
  return (
    <Remote>
      <h3>{name}</h3>
      <dl>
        <Row term="Runs" value={`${remote.channel}, version ${remote.version ?? 'unversioned'}`} />
        <Row term="Entry" value={remote.entry ?? 'none (disabled)'} />
        <Row term="Stable" value={remote.stable ?? 'none'} />
        <Row
          term="Canary"
          value={remote.canary ? `${remote.canary.entry} (${remote.canary.percent}%)` : 'none'}
        />
        <Row term="Override" value={remote.override ?? 'none'} />
        <Row term="State" value={remote.state} />
        <Row term="Last error" value={remote.lastError ?? 'none'} />
      </dl>
    </Remote>
  );
}

/** The panel: a heading, a button that shows or hides the list, one block per remote. */
export function DiagnosticsPanel() {
  const remotes = useSyncExternalStore(subscribeRemoteDiagnostics, remoteDiagnostics);
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const listId = useId();
  const names = Object.keys(remotes).sort();
  return (
    <Panel aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>Remotes on this page</h2>
        <Toggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </Toggle>
      </Header>
      <div id={listId} hidden={!open}>
        {names.length === 0 ? (
          <p>No remotes are registered yet.</p>
        ) : (
          names.map((name) => (
            <RemoteRows key={name} name={name} remote={remotes[name] as RemoteDiagnostics} />
          ))
        )}
      </div>
    </Panel>
  );
}

export default DiagnosticsPanel;
