import { data } from 'react-router';

/** Every unknown path: HTTP 404 and the docs/product.md § 8 not-found page (rendered by the root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
