// The print stylesheet: A4 or Letter (the printer's paper, margins that fit both), no toolbar,
// notices or navigation chrome, black on white, cards and table rows never split, table headers
// repeated on each page. Inserted through CSSOM into an empty <style> element, as Emotion does:
// the shell's Content-Security-Policy allows no inline style text.
import { useEffect } from 'react';

export const PRINT_RULES: readonly string[] = [
  '@page { size: auto; margin: 15mm 14mm; }',
  `@media print {
    html, body { background: #fff !important; color: #000 !important; }
    [data-print-hide], nav, aside, [role="status"][aria-live] { display: none !important; }
    main { padding: 0 !important; }
    .print-report { gap: 10pt !important; font-size: 10.5pt; }
    .print-report .report-card { break-inside: avoid; page-break-inside: avoid; border-color: #555 !important; }
    .print-report h1, .print-report h2, .print-report h3 { break-after: avoid; color: #000 !important; }
    .print-report thead { display: table-header-group; }
    .print-report tr { break-inside: avoid; page-break-inside: avoid; }
    .print-report .print-ink { background: #000 !important; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
    .print-report a { color: #000 !important; text-decoration: none !important; }
  }`,
];

/** Adds the print rules while the report page is mounted. */
export function usePrintStyles(): void {
  useEffect(() => {
    const element = document.createElement('style');
    element.dataset.printStyles = '';
    document.head.appendChild(element);
    for (const rule of PRINT_RULES) element.sheet?.insertRule(rule, element.sheet.cssRules.length);
    return () => element.remove();
  }, []);
}
