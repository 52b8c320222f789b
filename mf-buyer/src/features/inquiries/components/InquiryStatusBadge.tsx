import { Badge, type BadgeTone } from 'shared-ui';
import { INQUIRY_STATUS_LABEL, type InquiryStatus } from '../api/inquiries';

const TONES: Record<InquiryStatus, BadgeTone> = {
  new: 'info',
  pending: 'warning',
  responded: 'success',
  closed: 'neutral',
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge tone={TONES[status]}>{INQUIRY_STATUS_LABEL[status]}</Badge>;
}

/** "No responses yet", "1 response", "3 responses". */
export function responsesLabel(count: number): string {
  if (count === 0) return 'No responses yet';
  return `${count} ${count === 1 ? 'response' : 'responses'}`;
}
