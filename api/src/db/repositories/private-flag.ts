// The private flag as the repositories read and write it. Every read of a kind that can be private
// takes `seesPrivate` (the request's: the owner and a Full delegate see private items) as a required
// argument, so no caller can forget it: a private item is then simply not found.
/** `private: true` on an item only when set: items that are not private read as before. */
export const privateMark = (flag: number): { private?: true } => (flag === 1 ? { private: true } : {});

/** The column value for a body's flag. */
export const privateFlag = (isPrivate: boolean | undefined): number => (isPrivate ? 1 : 0);
