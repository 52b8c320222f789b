import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signOut } from 'shared-auth';
import { Button, Card, Dialog, FormAlert, Input, toast } from 'shared-ui';
import styled from 'styled-components';
import { useMarketplaceClient } from '../clientContext';
import { errorMessage } from '../marketplaceClient';
import { downloadBlob } from '../files';
import { deleteAccount, exportAccount, exportFileName } from './api';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

export const DELETED_TOAST = 'Your account has been deleted';
export const DELETED_TOAST_DESCRIPTION = 'Your data is gone and you have been signed out.';
export const EXPORT_FAILED = 'Download failed';

export interface AccountDataSectionProps {
  /** The account's e-mail address: what the user types to confirm deletion. */
  email: string | null;
  /** After deletion: take the user to the home page (the page's router); the sign-out follows. */
  onDeleted: () => void;
  /** Saves the export (tests replace the browser download). */
  save?: (blob: Blob, fileName: string) => void;
  /** Ends the session on this device once the account is gone (tests replace shared-auth's). */
  endSession?: () => Promise<unknown>;
}

/**
 * Settings' "Your data": download everything the account holds (GET /v1/me/export) and delete the
 * account (DELETE /v1/me), confirmed in a dialog by typing the account's e-mail address, which the
 * server checks again. After deletion `onDeleted` takes the user home and the session ends.
 */
export function AccountDataSection({
  email,
  onDeleted,
  save = downloadBlob,
  endSession = signOut,
}: AccountDataSectionProps) {
  const client = useMarketplaceClient();
  const formId = useId();
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The dialog's one field takes the focus once it is open (after the Dialog's own effect shows it
  // and remembers the opener, which gets the focus back on close).
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const download = async () => {
    setDownloading(true);
    try {
      save(await exportAccount(client), exportFileName());
    } catch (error) {
      toast.error(EXPORT_FAILED, { description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setTyped('');
    setFieldError(null);
    setFailure(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email || typed.trim().toLowerCase() !== email.trim().toLowerCase()) {
      setFieldError(
        typed.trim() === ''
          ? 'Type your e-mail address to confirm.'
          : 'This is not your account’s e-mail address. Type it exactly as shown.',
      );
      return;
    }
    setFieldError(null);
    setDeleting(true);
    try {
      await deleteAccount(client, typed.trim());
    } catch (error) {
      setDeleting(false);
      setFailure(errorMessage(error));
      return;
    }
    // Home first (a public page: no guard sends a signed-out user to /login on the way), then this
    // device's session ends too; the server, where the account and its sessions are gone, may
    // refuse the sign-out, which is expected.
    onDeleted();
    await endSession().catch(() => undefined);
    toast.success(DELETED_TOAST, { description: DELETED_TOAST_DESCRIPTION });
  };

  return (
    <Panel forwardedAs="section" padding="lg" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        Download a copy of everything your account holds, or delete your account and the data that is yours.
      </p>
      <Actions>
        <Button variant="secondary" loading={downloading} onClick={() => void download()}>
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </Actions>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description="Your company profile, products, catalogs, documents, inquiries, messages and logs are deleted and you are signed out. Suppliers and buyers you traded with keep their own records, without your name. This cannot be undone."
        actions={
          <>
            <Button variant="ghost" onClick={close} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={deleting}>
              Delete account
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void confirm(event)}>
          <Input
            label="Type your e-mail address to confirm"
            hint={
              email ? (
                <>
                  Your e-mail address is <Address>{email}</Address>
                </>
              ) : undefined
            }
            error={fieldError ?? undefined}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            ref={field}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
        {failure && <FormAlert>{failure}</FormAlert>}
      </Dialog>
    </Panel>
  );
}
