import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Badge, Button, FormField, toast, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';
import {
  useSubmission,
  formatFileSize,
  isAcceptablePdf,
  useMarketplaceClient,
  type RegistrationDocument,
  type Verification,
  type VerificationStatus,
} from 'shared-api';
import { sendRegistrationDocument, type SentDocument } from '../api/registrationDocument';

/** The registration document's refusal (docs/product.md#uploaded-files), word for word (as on the register form). */
export const INVALID_FILE_TITLE = 'Invalid File';
export const INVALID_FILE_DESCRIPTION = 'Please upload a PDF file under 10MB';

const STATUS: Record<VerificationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending review', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Note = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

const Upload = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  input[type='file'] {
    max-width: 100%;
  }
  button {
    justify-self: start;
  }
`;

const Sent = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
`;

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const OnFile = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface VerificationPanelProps {
  verification: Verification;
  /** The latest registration document on file (GET /v1/me), or null. */
  document: RegistrationDocument | null;
  onChanged: (verification: Verification) => void;
}

/** The verification status, what it means, the reviewer's note, and a new document when rejected. */
export function VerificationPanel({ verification, document, onChanged }: VerificationPanelProps) {
  const client = useMarketplaceClient();
  const [file, setFile] = useState<File | null>(null);
  const { busy: sending, failure: error, setFailure: setError, send } = useSubmission();
  const [sent, setSent] = useState<SentDocument | null>(null);
  const [sentAt, setSentAt] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pick = useRef(0);
  const { label, tone } = STATUS[verification.status];
  const reviewed = formatDate(verification.reviewedAt);
  const verifiedOn = formatDate(verification.verifiedAt);
  // The document just sent replaces the one GET /v1/me named.
  const onFile: RegistrationDocument | null =
    sent && sentAt ? { fileName: sent.fileName, sizeBytes: sent.sizeBytes, uploadedAt: sentAt } : document;
  const uploadedOn = formatDate(onFile?.uploadedAt ?? null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    const current = ++pick.current;
    setError(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const acceptable = await isAcceptablePdf(chosen);
    if (current !== pick.current) return;
    if (!acceptable) {
      input.value = '';
      setFile(null);
      setError(INVALID_FILE_DESCRIPTION);
      toast.error(INVALID_FILE_TITLE, { description: INVALID_FILE_DESCRIPTION });
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!file) {
      setError('Choose your registration document (a PDF under 10 MB).');
      inputRef.current?.focus();
      return;
    }
    await send(async () => {
      const result = await sendRegistrationDocument(client, file);
      setSent(result);
      setSentAt(new Date().toISOString());
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      toast.success('Document sent for review', { description: result.fileName });
      if (result.verification) onChanged(result.verification);
    }, "The document wasn't sent");
  };

  return (
    <Panel>
      <StatusLine>
        <strong>Verification:</strong> <Badge tone={tone}>{label}</Badge>
        {verification.status === 'verified' && verifiedOn && <span>since {verifiedOn}</span>}
        {verification.status === 'rejected' && reviewed && <span>reviewed {reviewed}</span>}
      </StatusLine>
      {verification.rule && <p>{verification.rule}</p>}
      {verification.status === 'rejected' && verification.note && (
        <Note aria-label="Reviewer's note">{verification.note}</Note>
      )}
      {onFile ? (
        <OnFile>
          Registration document: <strong>{onFile.fileName}</strong>
          {` (${formatFileSize(onFile.sizeBytes)})`}
          {uploadedOn && `, uploaded ${uploadedOn}`}
        </OnFile>
      ) : (
        verification.status !== 'verified' && <OnFile>No registration document on file yet.</OnFile>
      )}
      {sent && (
        <Sent role="status">
          Sent: <strong>{sent.fileName}</strong> ({formatFileSize(sent.sizeBytes)}). It is waiting for review.
        </Sent>
      )}
      {verification.status === 'rejected' && (
        <Upload onSubmit={submit} noValidate aria-labelledby="new-document-title">
          <h3 id="new-document-title">Send a new registration document</h3>
          <FormField
            label="Business registration document"
            hint="PDF only, up to 10 MB."
            error={error ?? undefined}
            required
          >
            {(control) => (
              <input
                {...control}
                ref={inputRef}
                type="file"
                name="file"
                accept="application/pdf,.pdf"
                onChange={(event) => void choose(event)}
              />
            )}
          </FormField>
          {file && (
            <p>
              Selected: <strong>{file.name}</strong> ({formatFileSize(file.size)})
            </p>
          )}
          <Button type="submit" loading={sending}>
            Send for Review
          </Button>
        </Upload>
      )}
    </Panel>
  );
}
