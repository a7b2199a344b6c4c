// /book/...: the booking remote's public page, for a guest without a session: no sign-in, no
// dashboard chrome. If the remote is unavailable, the message and Retry.
import { Box, ErrorState, LoadingState } from '@provana/ui';
import { useEffect } from 'react';
import { RemoteComponent } from '../remotes/remote-component';
import { remoteFailureTexts } from '../remotes/remote-failure-texts';
import { bookingPageSource } from '../lib/sections';

const noProps = {};
const TITLE = 'Booking';

export default function BookingPageRoute() {
  useEffect(() => {
    document.title = 'Book a time · PROVANA';
  }, []);
  return (
    <RemoteComponent
      source={bookingPageSource}
      props={noProps}
      loading={<LoadingState label="Loading available times..." />}
      renderError={(error, retry) => (
        <Box as="main" id="main-content" p="6" maxW="2xl" mx="auto">
          <ErrorState {...remoteFailureTexts(TITLE, error)} onRetry={retry} />
        </Box>
      )}
    />
  );
}
