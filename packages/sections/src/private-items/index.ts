// '@provana/sections/private-items': the lock toggle's handler for lists of items that can be private
// (its endpoint is injected when a remote that imports this loads).
export { usePrivateMarking, type SetPrivate } from './use-private-marking';
