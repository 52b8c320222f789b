import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-ui';

export function PostInquiryPage() {
  return (
    <section aria-labelledby="post-inquiry-title">
      <h1 id="post-inquiry-title">Post Inquiry</h1>
      <p>Create a new request for quotation and reach the suppliers whose products match best.</p>
    </section>
  );
}

export function BuyerInquiriesPage() {
  return (
    <section aria-labelledby="my-enquiries-title">
      <h1 id="my-enquiries-title">My Enquiries</h1>
      <EmptyState
        title="Nothing here yet"
        description="Your inquiries and the suppliers' responses will be listed here."
        action={<Link to="/post-inquiry">Post Inquiry</Link>}
      />
    </section>
  );
}
