// The bell's list of notifications, loaded on the bell's first click (notifications-bell.tsx).
import { useGetNotificationsQuery, useTimeZone } from '@provana/api-client';
import { wallNowIn } from '@provana/dates';
import { QueryState, useExecutiveQuery } from '@provana/sections';
import { Badge, Box, Button, Stack, Text } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { toNotificationViews } from './format-notifications';
import { useListedWhileOpen } from './use-listed-while-open';
import { useMarkRemindersRead } from './use-mark-reminders-read';

const kindColors = { overdue_priority: 'red', upcoming_meeting: 'blue', team_alert: 'orange', reminder: 'purple', webhook_disabled: 'gray' } as const;

export default function NotificationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const notifications = useExecutiveQuery(useGetNotificationsQuery);
  const timeZone = useTimeZone();
  useMarkRemindersRead(open, notifications.data?.items);
  const listed = useListedWhileOpen(open, notifications.data?.items);
  const change = (isOpen: boolean) => {
    onOpenChange(isOpen);
    // Read reminders leave the bell's count once it closes.
    if (!isOpen && notifications.data?.items.some((n) => n.kind === 'reminder')) void notifications.refetch();
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={change}
      title="Notifications"
      placement="top"
      scrollBehavior="inside"
      // A long list scrolls inside the body: focusable, so the keyboard can scroll it too.
      bodyProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Notification list' }}
      closeLabel="Close notifications"
      footer={
        <Button variant="outline" onClick={() => change(false)}>
          Close
        </Button>
      }
    >
      <QueryState
        query={notifications}
        loadingLabel="Loading notifications..."
        errorMessage="Notifications could not be loaded."
        isEmpty={(data) => (listed ?? data.items).length === 0}
        empty={{ title: "You're all caught up", description: 'Nothing needs your attention right now.' }}
      >
        {(data) => {
          const views = toNotificationViews(listed ?? data.items, wallNowIn(timeZone));
          return (
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
          );
        }}
      </QueryState>
    </ModalDialog>
  );
}
