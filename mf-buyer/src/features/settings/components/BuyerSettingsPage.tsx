import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiQuery, useMarketplaceClient, type Company } from 'shared-api';
import { AccountDataSection, CompanyForm, LoadError } from 'shared-api/ui';
import { Card, Page, PageHeader, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { accountKeys } from '../../account';
import { settingsKeys, settingsQueries } from '../api/queries';

const Panel = styled(Card)`
  max-width: 48rem;
  min-width: 0;
`;

const Section = styled.div`
  max-width: 48rem;
  min-width: 0;
`;

/**
 * /buyer-settings: the buyer's company (shared-api's company form: checked, saved to PATCH /v1/me,
 * shown again from GET /v1/me; the side navigation's name follows a save) and "Your data" (download
 * it, delete the account: signed out, then the home page).
 */
export function BuyerSettingsPage() {
  const client = useMarketplaceClient();
  const queryClient = useQueryClient();
  const company = useApiQuery(settingsQueries.company(client));
  const [saved, setSaved] = useState<Company | null>(null);
  // The form keeps what it shows; the cache takes the stored company, and the rest of the account
  // (the inquiry form's default country, the dashboard's name) is read again.
  const onSaved = (stored: Company) => {
    setSaved(stored);
    queryClient.setQueryData(settingsKeys.company(), stored);
    void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
  };
  const current = saved ?? company.data;
  const navigate = useNavigate();

  return (
    <Page aria-labelledby="buyer-settings-title">
      <PageHeader
        titleId="buyer-settings-title"
        title="Settings"
        description={`Your company as suppliers see it on your inquiries.${current?.email ? ` Signed in as ${current.email}.` : ''}`}
      />
      {company.data ? (
        <>
          <Panel padding="lg">
            <CompanyForm
              company={company.data}
              onSaved={onSaved}
              categoriesHint="What you buy: Krishika recommends suppliers of these categories on your dashboard."
            />
          </Panel>
          <Section>
            <AccountDataSection
              email={current?.email ?? null}
              onDeleted={() => navigate('/', { replace: true })}
            />
          </Section>
        </>
      ) : company.status === 'error' ? (
        <LoadError what="your settings" message={company.message} onRetry={company.reload} />
      ) : (
        <div role="status" aria-label="Loading your settings" aria-busy="true">
          <Skeleton shape="rect" height="20rem" />
        </div>
      )}
    </Page>
  );
}
