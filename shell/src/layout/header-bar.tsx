// The header: the sections menu (small screens), brand, goal alignment, Refresh Brief, command palette, voice command, help, notifications, settings, avatar.
// Below the small breakpoint (phones up to 479 px) voice command, help and settings move into the
// sections menu, so nothing overlaps the wordmark down to 320 px.
import { Box, Flex, HelpIcon, HStack, IconButton, MicIcon, SettingsIcon, Text, lazyPart, useBreakpointUp } from '@provana/ui';
import { Suspense, lazy, useState } from 'react';
import { Link } from '@provana/router';
import { CommandCenter } from '../command-palette/command-center';
import { useOnline } from '../offline/use-online';
import { NotificationsBell } from '../notifications/notifications-bell';
import { sectionPath } from '../lib/sections';
import { GoalAlignedBadge } from './goal-aligned-badge';
import { RefreshBriefButton } from './refresh-brief-button';
import { SectionsMenuButton } from './sections-menu-button';
import { UserButton } from './user-button';

// Loaded when the browser goes offline (the worker keeps the shell's chunks, so it loads offline too).
const OfflineNote = lazy(() => import('../offline/offline-note'));
const HelpDialog = lazyPart(() => import('../dialogs/help-dialog'), 'the help');
const VoiceCommandHost = lazyPart(() => import('../remotes/voice-command-host'), 'the voice command');
// The settings dialog (time zone) loads on the first click: the dashboard's first load does not carry it.
const SettingsDialog = lazyPart(() => import('../settings/settings-dialog'), 'changing settings');

export function HeaderBar() {
  const online = useOnline();
  const [helpOpen, setHelpOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);
  // Mounted from the first opening on, so the remote modal can animate its own close.
  const [voiceMounted, setVoiceMounted] = useState(false);
  const openVoice = () => {
    setVoiceMounted(true);
    setVoiceOpen(true);
  };

  const menuActions = [
    { label: 'Voice command', onSelect: openVoice },
    { label: 'Help', onSelect: () => setHelpOpen(true) },
    { label: 'Settings', onSelect: () => setSettingsOpen(true) },
  ];
  // Parts shown only from a breakpoint up are not rendered below it (nor do they subscribe to the brief
  // there): a phone's first screen does not pay for what it hides.
  const small = useBreakpointUp('sm');
  const medium = useBreakpointUp('md');

  return (
    <Box as="header" position="sticky" top="0" zIndex="docked" bg="bg.panel" borderBottomWidth="1px">
      <Flex h="16" px={{ base: '3', md: '5' }} align="center" justify="space-between" gap="3">
        <HStack gap={{ base: '1', md: '4' }} minW="0">
          <SectionsMenuButton actions={menuActions} />
          <Link to={sectionPath('daily-brief')} aria-label="PROVANA, go to the Daily Brief">
            <Text fontWeight="bold" letterSpacing={{ base: 'wider', md: 'widest' }} color="brand.fg" fontSize={{ base: 'md', md: 'lg' }}>
              PROVANA
            </Text>
          </Link>
          {medium && (
            <Box>
              <GoalAlignedBadge />
            </Box>
          )}
        </HStack>
        <HStack gap={{ base: '1', md: '2' }}>
          {small && (
            <Box>
              <RefreshBriefButton />
            </Box>
          )}
          <CommandCenter onVoiceCommand={openVoice} onSettings={() => setSettingsOpen(true)} />
          {small && (
            <IconButton aria-label="Voice command" variant="ghost" onClick={openVoice} data-testid="voice-command-button">
              <MicIcon />
            </IconButton>
          )}
          {small && (
            <IconButton aria-label="Help: what is the product?" variant="ghost" onClick={() => setHelpOpen(true)}>
              <HelpIcon />
            </IconButton>
          )}
          <NotificationsBell />
          {small && (
            <IconButton aria-label="Settings" variant="ghost" onClick={() => setSettingsOpen(true)} data-testid="settings-button">
              <SettingsIcon />
            </IconButton>
          )}
          <UserButton />
        </HStack>
        {helpOpen ? <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
        {settingsOpen ? <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
        {voiceMounted ? <VoiceCommandHost open={voiceOpen} onClose={() => setVoiceOpen(false)} /> : null}
      </Flex>
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineNote />
        </Suspense>
      )}
    </Box>
  );
}
