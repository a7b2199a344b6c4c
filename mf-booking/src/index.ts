// Async boundary: shared singletons are negotiated before any module that imports them runs.
void import('./standalone');
