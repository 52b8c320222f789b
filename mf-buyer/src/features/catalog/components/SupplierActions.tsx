import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { Button, ButtonLink } from 'shared-ui';
import { CONNECT } from '../../../lib/messages';
import type { SavedIds } from '../../saved';
import type { SupplierCardData as SupplierCard } from '../../suppliers';
import { connectPath } from '../../suppliers';

/** Who is looking at the catalog: a buyer (Connect, Save), a visitor (sign in first) or a supplier. */
export type Viewer = 'buyer' | 'guest' | 'supplier';

export function useViewer(): Viewer {
  const { signedIn, role } = useAuth();
  if (!signedIn) return 'guest';
  return role === 'supplier' ? 'supplier' : 'buyer';
}

/** Connect and Save / Unsave for a supplier; a visitor is sent to sign in and brought back here. */
export function SupplierActions({
  supplier,
  viewer,
  saved,
  about,
}: {
  supplier: SupplierCard;
  viewer: Viewer;
  saved: SavedIds;
  /** The product a card is about, for the buttons' accessible names. */
  about?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  if (viewer === 'supplier') return null;
  const name = supplier.businessName || 'this supplier';
  const connectLabel = `${CONNECT} with ${name}${about ? ` about ${about}` : ''}`;
  if (viewer === 'guest') {
    // The shell's guard and the login page return to `state.from`: this very catalog URL.
    const signIn = () => void navigate('/login', { state: { from: location } });
    return (
      <>
        <Button size="sm" onClick={signIn} aria-label={connectLabel}>
          {CONNECT}
        </Button>
        <Button size="sm" variant="secondary" onClick={signIn} aria-label={`Save ${name}`}>
          Save
        </Button>
      </>
    );
  }
  const isSaved = saved.ids.has(supplier.id);
  const pending = saved.pending.has(supplier.id);
  return (
    <>
      <ButtonLink to={connectPath(supplier.id)} size="sm" aria-label={connectLabel}>
        {CONNECT}
      </ButtonLink>
      {/* Busy, not disabled, while it saves: a disabled button would drop a keyboard user's focus. */}
      <Button
        size="sm"
        variant={isSaved ? 'ghost' : 'secondary'}
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) void saved.toggle(supplier);
        }}
        aria-label={`${isSaved ? 'Unsave' : 'Save'} ${name}`}
      >
        {isSaved ? 'Unsave' : 'Save'}
      </Button>
    </>
  );
}
