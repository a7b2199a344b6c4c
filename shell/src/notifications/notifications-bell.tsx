// The bell: a count badge and a list, both derived from GET /api/executive/{id}/notifications.
// The list's dialog loads on the first click: the first screen shows only the bell.
import { skipToken, useExecutiveId, useGetNotificationsQuery } from '@provana/api-client';
import { Badge, BellIcon, Box, IconButton, lazyPart } from '@provana/ui';
import { Suspense, lazy, useState } from 'react';
import { badgeText, bellLabel } from './bell-label';

const NotificationsDialog = lazyPart(() => import('./notifications-dialog'), 'the notifications list');
// Due reminders' toasts: loaded a few seconds after the first screen settled, so its
// load never competes with it (what came due meanwhile is already in the bell).
const ReminderWatcher = lazy(() => new Promise((settle) => setTimeout(settle, 4000)).then(() => import('./reminder-watcher')));

export function NotificationsBell() {
  const executiveId = useExecutiveId();
  // Only what the bell shows: a refetch starting or bringing the same count does not redraw it.
  const { loaded, count } = useGetNotificationsQuery(executiveId ?? skipToken, {
    selectFromResult: ({ data }) => ({ loaded: data !== undefined, count: data?.count ?? 0 }),
  });
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can animate its close.
  const [mounted, setMounted] = useState(false);
  const badge = badgeText(count);
  const openList = () => {
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <Box position="relative">
        <IconButton aria-label={bellLabel(count)} variant="ghost" onClick={openList} data-testid="notifications-bell">
          <BellIcon />
        </IconButton>
        {badge ? (
          <Badge
            aria-hidden="true"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            colorPalette="red"
            variant="solid"
            borderRadius="full"
            fontSize="2xs"
            minW="4.5"
            h="4.5"
            justifyContent="center"
            pointerEvents="none"
          >
            {badge}
          </Badge>
        ) : null}
      </Box>
      {mounted ? <NotificationsDialog open={open} onOpenChange={setOpen} /> : null}
      {/* Its own boundary: the watcher's deliberate delay must never hold back the dialog. */}
      <Suspense fallback={null}>{loaded ? <ReminderWatcher /> : null}</Suspense>
    </>
  );
}
