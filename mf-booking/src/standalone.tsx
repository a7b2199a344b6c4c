// Local development of this remote alone (its dev server's page at /): the booking section in the dev
// harness. Inside the shell only the exposed modules load; this file never runs there.
import { mountStandalone } from '@provana/dev-harness';
import { BookingLinksSection } from './features/booking-links/booking-links-section';

mountStandalone({ remote: 'mf-booking', sections: [{ path: 'booking-links', label: 'Booking Links', element: <BookingLinksSection /> }] });
