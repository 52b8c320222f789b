import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Page, PageHeader, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useApiQuery, useMarketplaceClient, type Company, type Verification } from 'shared-api';
import { AccountDataSection, CompanyForm, LoadError } from 'shared-api/ui';
import { productKeys } from '../../products';
import { settingsKeys, settingsQueries } from '../api/queries';
import { VerificationPanel } from './VerificationPanel';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function PanelSkeleton({ label }: { label: string }) {
  return (
    <Loading role="status" aria-label={label} aria-busy="true">
      <Skeleton shape="text" width="10rem" />
      <Skeleton shape="rect" height="2.5rem" />
      <Skeleton shape="rect" height="2.5rem" />
    </Loading>
  );
}

/** /supplier-settings: the company profile, the verification status and the registration document,
 * and "Your data" (download it, delete the account: signed out, then the home page). */
export function SupplierSettingsPage() {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const me = useApiQuery(settingsQueries.company(client));
  // Changes made here (a save, a new document) without loading the page again; the cache takes them
  // too, so the page shows them when opened again.
  const [company, setCompany] = useState<Company | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const onSaved = (stored: Company) => {
    setCompany(stored);
    queryClient.setQueryData(settingsKeys.company(), stored);
  };
  const onVerificationChanged = (next: Verification) => {
    setVerification(next);
    queryClient.setQueryData<Company>(settingsKeys.company(), (cached) =>
      cached ? { ...cached, verification: next } : cached,
    );
    // The plan's usage comes from the same account answer.
    void queryClient.invalidateQueries({ queryKey: productKeys.planUsage() });
  };
  const current = company ?? me.data;
  const currentVerification = verification ?? current?.verification ?? null;
  const navigate = useNavigate();

  return (
    <Page aria-labelledby="supplier-settings-title">
      <PageHeader
        titleId="supplier-settings-title"
        title="Settings"
        description={
          current?.email ? `Signed in as ${current.email}` : 'Your company profile and verification'
        }
      />
      {me.status === 'error' && !me.data ? (
        <LoadError what="your settings" message={me.message} onRetry={me.reload} />
      ) : (
        <>
          <Panel forwardedAs="section" padding="lg" aria-labelledby="verification-title">
            <h2 id="verification-title">Verification and registration document</h2>
            {!current ? (
              <PanelSkeleton label="Loading your verification" />
            ) : currentVerification ? (
              <VerificationPanel
                verification={currentVerification}
                document={current.registrationDocument}
                onChanged={onVerificationChanged}
              />
            ) : (
              <p>Verification applies to supplier accounts only.</p>
            )}
          </Panel>
          <Panel forwardedAs="section" padding="lg" aria-labelledby="company-title">
            <h2 id="company-title">Company</h2>
            {!me.data ? (
              <PanelSkeleton label="Loading your company details" />
            ) : (
              <CompanyForm company={me.data} onSaved={onSaved} />
            )}
          </Panel>
          {current && (
            <AccountDataSection
              email={current.email ?? null}
              onDeleted={() => navigate('/', { replace: true })}
            />
          )}
        </>
      )}
    </Page>
  );
}
