import { Navigate } from 'react-router-dom';

/** `/pricing`: the landing page's pricing section. */
export function PricingRedirect() {
  return <Navigate to={{ pathname: '/', hash: '#pricing' }} replace />;
}
