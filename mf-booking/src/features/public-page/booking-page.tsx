// The public page at /book/...: the shell renders it without a session; the address says which view.
import { useLocation } from '@provana/router';
import { BookView } from './book-view';
import { ManageView } from './manage-view';
import { BookingFrame } from './booking-frame';
import { ErrorState } from '@provana/ui';

/** The view an address names: /book/<link>, /book/cancel/<token>, /book/reschedule/<token>. */
export function viewOf(pathname: string): { kind: 'book' | 'cancel' | 'reschedule'; token: string } | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2).map(decodeURIComponent);
  if (parts.length === 1 && parts[0]) return { kind: 'book', token: parts[0] };
  if (parts.length === 2 && (parts[0] === 'cancel' || parts[0] === 'reschedule') && parts[1]) return { kind: parts[0], token: parts[1] };
  return null;
}

export function BookingPage() {
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  if (!view) {
    return (
      <BookingFrame title="Booking link">
        <ErrorState title="This booking link does not work" message="Check the address, or ask for a new link." />
      </BookingFrame>
    );
  }
  return view.kind === 'book' ? <BookView key={view.token} token={view.token} /> : <ManageView key={view.token} purpose={view.kind} token={view.token} />;
}
