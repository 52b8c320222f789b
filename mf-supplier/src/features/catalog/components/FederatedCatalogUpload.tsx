import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import type { CatalogUploadProps } from '@krishika/tooling/contracts';
import {
  forgetFailedKrishika,
  loadCatalogUpload,
  type CatalogUploadComponent,
} from '../lib/catalogUploadRemote';

const Unavailable = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  border-color: ${({ theme }) => theme.color.danger};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  button {
    justify-self: start;
  }
`;

const Placeholder = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const UPLOAD_UNAVAILABLE = 'Catalog upload is unavailable';

/** Catches a panel that throws while rendering, so only this panel is replaced. */
class PanelBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`${UPLOAD_UNAVAILABLE}:`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Panel =
  | { status: 'loading' }
  | { status: 'ready'; Upload: CatalogUploadComponent }
  | { status: 'error' };

export interface FederatedCatalogUploadProps extends CatalogUploadProps {
  /** Where the panel comes from; tests pass a fake. */
  load?: () => Promise<CatalogUploadComponent>;
  /** Run before a retry (the real one forgets a failed entry of mf_krishika). */
  beforeRetry?: () => void;
}

/**
 * mf_krishika's catalog upload panel, loaded at run time. If that remote is down or its module fails
 * (to load or to render), this panel alone says so and offers Retry; the rest of the page works.
 */
export function FederatedCatalogUpload({
  load = loadCatalogUpload,
  beforeRetry = forgetFailedKrishika,
  ...props
}: FederatedCatalogUploadProps) {
  const [attempt, setAttempt] = useState(0);
  const [panel, setPanel] = useState<Panel>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    load().then(
      (Upload) => {
        if (active) setPanel({ status: 'ready', Upload });
      },
      (error: unknown) => {
        console.warn(`${UPLOAD_UNAVAILABLE}:`, error);
        if (active) setPanel({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    beforeRetry();
    setPanel({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [beforeRetry]);

  const unavailable = (
    <Unavailable forwardedAs="section" padding="lg" role="alert" aria-labelledby="catalog-unavailable">
      <h2 id="catalog-unavailable">{UPLOAD_UNAVAILABLE}</h2>
      <p>
        The upload panel could not be loaded from Krishika right now. Your products and the rest of this page
        still work.
      </p>
      <Button variant="secondary" onClick={retry}>
        Retry
      </Button>
    </Unavailable>
  );

  if (panel.status === 'error') return unavailable;
  if (panel.status === 'loading')
    return (
      <Placeholder padding="lg" role="status" aria-label="Loading the catalog upload" aria-busy="true">
        <Skeleton shape="text" width="12rem" />
        <Skeleton shape="rect" height="10rem" />
      </Placeholder>
    );
  const { Upload } = panel;
  return (
    <PanelBoundary key={attempt} fallback={unavailable}>
      <Upload {...props} />
    </PanelBoundary>
  );
}
