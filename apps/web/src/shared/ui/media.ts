/** Below Mantine's `sm` breakpoint (48em): phones, where the layouts stack and QR codes cannot be scanned. */
export const narrowScreenQuery = '(max-width: 47.99em)';
