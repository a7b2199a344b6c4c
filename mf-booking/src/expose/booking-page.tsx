// Exposed as mf_booking/BookingPage: the public page at /book/..., rendered by the shell without a
// session and without the dashboard's chrome.
import { BookingPage } from '../features/public-page/booking-page';

export default BookingPage;
