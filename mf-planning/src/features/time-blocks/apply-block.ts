// Apply Block (spec section 7): the toasts that say how it went. The event a block becomes is
// timeBlockEventBody from the contracts, shared with the API's assistant tools.

/** The spec's toasts for the outcome of Apply Block. */
export const appliedToast = (title: string) => ({ title: 'Time Block Added', description: `${title} has been added to your calendar.` });
export const applyFailedToast = { title: 'Error', description: 'Failed to add time block to calendar' };
