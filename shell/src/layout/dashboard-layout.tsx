// The dashboard frame: header, left sidebar (lg+), the section, assistant panel (xl+), bottom nav (< lg).
import { Box, Flex, useBreakpointUp } from '@provana/ui';
import { Suspense, lazy } from 'react';
import { Outlet } from '@provana/router';
import { useStartupDialogs } from '../dialogs/use-startup-dialogs';
import { AssistantPanel } from './assistant-panel';
import { BottomNav } from './bottom-nav';
import { HeaderBar } from './header-bar';
import { LeftSidebar } from './left-sidebar';
import { SkipLink } from './skip-link';
import { VerifyEmailBanner } from './verify-email-banner';
import { ActingBannerSlot } from '../delegation/workspace/acting-banner-slot';

// React.lazy, not lazyPart: the welcome guide opens on a first visit's first screen, which would then
// download the lazy parts' boundary too (and a shell chunk the worker precaches does not fail offline).
const WelcomeDialog = lazy(() => import('../dialogs/welcome-dialog'));
const GreetingModal = lazy(() => import('../dialogs/greeting-modal'));

export function DashboardLayout() {
  const dialogs = useStartupDialogs();
  // Each part is rendered only where it shows (its own display props hide it elsewhere too): a phone
  // does not render, nor fetch the data of, the two sidebars it never shows.
  const large = useBreakpointUp('lg');
  const extraLarge = useBreakpointUp('xl');
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <SkipLink />
      <HeaderBar />
      <ActingBannerSlot />
      <VerifyEmailBanner />
      <Flex align="stretch">
        {large && <LeftSidebar />}
        <Box
          as="main"
          id="main-content"
          tabIndex={-1}
          flex="1"
          minW="0"
          px={{ base: '3', md: '6' }}
          py={{ base: '4', md: '6' }}
          pb={{ base: '24', lg: '6' }}
          _focus={{ outline: 'none' }}
        >
          <Box maxW="6xl" mx="auto">
            <Outlet />
          </Box>
        </Box>
        {extraLarge && <AssistantPanel onOpenWelcome={dialogs.openWelcome} />}
      </Flex>
      {!large && <BottomNav />}
      <Suspense fallback={null}>
        {dialogs.welcomeOpen ? <WelcomeDialog open onClose={dialogs.closeWelcome} /> : null}
        {dialogs.greetingOpen ? <GreetingModal open onClose={dialogs.closeGreeting} /> : null}
      </Suspense>
    </Box>
  );
}
