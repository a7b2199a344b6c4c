// The executive-scoped base path and the name encoding every domain's paths share.
export const ex = (id: number) => `/api/executive/${id}`;
export const enc = encodeURIComponent;
