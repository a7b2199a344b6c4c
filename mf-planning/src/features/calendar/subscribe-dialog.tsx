// 'Subscribe' beside 'Export .ics': a dialog for the private calendar subscription feed. The
// mutations live here, outside the dialog's content, so a link just created is still shown when the
// dialog is opened again; the status is fetched only while the dialog is open.
import { formatApiError, skipToken } from '@provana/api-client';
import { useCreateCalendarFeedMutation, useGetCalendarFeedQuery, useRevokeCalendarFeedMutation } from '@provana/api-client/calendar';
import { Button, ErrorState, LoadingState } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { useState } from 'react';
import { CalendarFeedPanel } from './calendar-feed-panel';

export function SubscribeDialog({ executiveId }: { executiveId: number }) {
  const [open, setOpen] = useState(false);
  const status = useGetCalendarFeedQuery(open ? executiveId : skipToken);
  const [create, created] = useCreateCalendarFeedMutation();
  const [revoke, revoked] = useRevokeCalendarFeedMutation();

  const onCreate = () => {
    revoked.reset();
    void create({ executiveId });
  };
  const onRevoke = async () => {
    if ('data' in (await revoke({ executiveId }))) created.reset();
  };
  const mutationError = created.error ?? revoked.error;
  // Until the status refetch after a revoke lands, the old "active" answer is known to be stale.
  const shown = revoked.isSuccess && status.isFetching ? { active: false, createdAt: null } : status.data;

  let body;
  if (shown)
    body = (
      <CalendarFeedPanel
        status={shown}
        refetching={status.isFetching}
        created={created.data}
        busy={created.isLoading ? 'create' : revoked.isLoading ? 'revoke' : null}
        error={mutationError ? formatApiError(mutationError) : null}
        onCreate={onCreate}
        onRevoke={() => void onRevoke()}
      />
    );
  else if (status.error) body = <ErrorState message={formatApiError(status.error)} onRetry={() => void status.refetch()} />;
  else body = <LoadingState label="Checking your subscription link..." />;

  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      title="Subscribe in your calendar app"
      trigger={
        <Button size="sm" variant="outline">
          Subscribe
        </Button>
      }
      footer={
        <Button variant="outline" onClick={() => setOpen(false)}>
          Done
        </Button>
      }
    >
      {body}
    </ModalDialog>
  );
}
