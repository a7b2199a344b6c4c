// Exposed as mf_booking/BookingLinks: the dashboard section, default-exported, no required props.
import { BookingLinksSection } from '../features/booking-links/booking-links-section';

export default BookingLinksSection;
