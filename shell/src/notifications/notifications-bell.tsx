// The bell: a count badge and a list, both derived from GET /api/executive/{id}/notifications.
import { skipToken, useExecutiveId, useGetNotificationsQuery, useTimeZone } from '@provana/api-client';
import { wallNowIn } from '@provana/dates';
import { Badge, BellIcon, Box, Button, CloseButton, Dialog, EmptyState, ErrorState, IconButton, LoadingState, Portal, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { badgeText, bellLabel, toNotificationViews } from './format-notifications';

const kindColors = { overdue_priority: 'red', upcoming_meeting: 'blue', team_alert: 'orange' } as const;

export function NotificationsBell() {
  const executiveId = useExecutiveId();
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery(executiveId ?? skipToken);
  const timeZone = useTimeZone();
  const [open, setOpen] = useState(false);
  const count = data?.count ?? 0;
  const badge = badgeText(count);
  const views = data ? toNotificationViews(data.items, wallNowIn(timeZone)) : [];

  return (
    <>
      <Box position="relative">
        <IconButton aria-label={bellLabel(count)} variant="ghost" onClick={() => setOpen(true)} data-testid="notifications-bell">
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
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="top" size="md" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Notifications</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {isLoading ? (
                  <LoadingState label="Loading notifications..." />
                ) : isError ? (
                  <ErrorState message="Notifications could not be loaded." onRetry={() => void refetch()} />
                ) : views.length === 0 ? (
                  <EmptyState title="You're all caught up" description="Nothing needs your attention right now." />
                ) : (
                  <Stack as="ul" gap="3" listStyleType="none" ps="0" data-testid="notifications-list">
                    {views.map((n) => (
                      <Box as="li" key={n.id} borderWidth="1px" borderRadius="md" p="3">
                        <Stack direction="row" justify="space-between" align="center" mb="1">
                          <Badge colorPalette={kindColors[n.kind]} variant="subtle">
                            {n.kindLabel}
                          </Badge>
                          <Text fontSize="xs" color="fg.muted">
                            {n.when}
                          </Text>
                        </Stack>
                        <Text fontWeight="semibold">{n.title}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {n.detail}
                        </Text>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Close
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close notifications" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
