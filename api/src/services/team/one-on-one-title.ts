/** The title of a follow-up 1:1 calendar event; completing a meeting finds the next one by it. */
export const oneOnOneTitle = (reportName: string) => `1:1 with ${reportName}`;
