// RTK Query's skipToken, for apps: they import Redux Toolkit only through this package, so the
// one copy of RTK lives inside the shared @provana/api-client (tree-shaken) and is not shared whole.
export { skipToken } from '@reduxjs/toolkit/query/react';
