// What a list of items that can be private needs to offer the lock toggle: a handler that marks one
// item private or not and says so in words when that fails, or undefined for a reader who may not
// mark items private (the list then shows the lock only). One place for every remote's lists.
import { useMayMarkPrivate } from '@provana/api-client';
import { type PrivateItem, useSetItemPrivateMutation } from '@provana/api-client/private-items';
import { notify } from '@provana/ui';

export type SetPrivate = (item: PrivateItem, isPrivate: boolean) => void;

export function usePrivateMarking(executiveId: number | undefined): SetPrivate | undefined {
  const mayMarkPrivate = useMayMarkPrivate();
  const [setItemPrivate] = useSetItemPrivateMutation();
  if (!mayMarkPrivate || executiveId === undefined) return undefined;
  return (item, isPrivate) => {
    setItemPrivate({ executiveId, item, private: isPrivate })
      .unwrap()
      .catch(() =>
        notify({
          title: isPrivate ? 'Not marked private' : 'Still private',
          description: 'The change could not be saved. Please try again.',
          type: 'error',
        }),
      );
  };
}
