// The header: brand, goal alignment, Refresh Brief, voice command, help, notifications, avatar.
import { Box, Flex, HelpIcon, HStack, IconButton, MicIcon, Text } from '@provana/ui';
import { Suspense, lazy, useState } from 'react';
import { Link } from '@provana/router';
import { NotificationsBell } from '../notifications/notifications-bell';
import { sectionPath } from '../routes/sections';
import { GoalAlignedBadge } from './goal-aligned-badge';
import { RefreshBriefButton } from './refresh-brief-button';
import { UserButton } from './user-button';

const HelpDialog = lazy(() => import('../dialogs/help-dialog'));
const VoiceCommandHost = lazy(() => import('../remotes/voice-command-host'));

export function HeaderBar() {
  const [helpOpen, setHelpOpen] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);
  // Mounted from the first opening on, so the remote modal can animate its own close.
  const [voiceMounted, setVoiceMounted] = useState(false);
  const openVoice = () => {
    setVoiceMounted(true);
    setVoiceOpen(true);
  };

  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="docked"
      h="16"
      px={{ base: '3', md: '5' }}
      align="center"
      justify="space-between"
      gap="3"
      bg="white"
      borderBottomWidth="1px"
    >
      <HStack gap="4" minW="0">
        <Link to={sectionPath('daily-brief')} aria-label="PROVANA, go to the Daily Brief">
          <Text fontWeight="bold" letterSpacing="widest" color="brand.800" fontSize="lg">
            PROVANA
          </Text>
        </Link>
        <Box display={{ base: 'none', md: 'block' }}>
          <GoalAlignedBadge />
        </Box>
      </HStack>
      <HStack gap={{ base: '1', md: '2' }}>
        <Box display={{ base: 'none', sm: 'block' }}>
          <RefreshBriefButton />
        </Box>
        <IconButton aria-label="Voice command" variant="ghost" onClick={openVoice} data-testid="voice-command-button">
          <MicIcon />
        </IconButton>
        <IconButton aria-label="Help: what is the product?" variant="ghost" onClick={() => setHelpOpen(true)}>
          <HelpIcon />
        </IconButton>
        <NotificationsBell />
        <UserButton />
      </HStack>
      <Suspense fallback={null}>
        {helpOpen ? <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
        {voiceMounted ? <VoiceCommandHost open={voiceOpen} onClose={() => setVoiceOpen(false)} /> : null}
      </Suspense>
    </Flex>
  );
}
