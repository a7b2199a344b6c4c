/** The avatar letter: first letter of the name, or U. */
export function userInitial(name: string | undefined | null): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/** The name label: the user's name, or User. */
export function userLabel(name: string | undefined | null): string {
  return name?.trim() || 'User';
}
