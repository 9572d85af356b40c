import { z } from 'zod';

// The server's Content-Security-Policy allows no 'unsafe-eval' (docs/adr/0004). Zod 4 compiles
// its object parsers with `new Function` where it can, and finds out by trying one: the browser
// reports that try as a CSP violation. Jitless, zod never tries. Imported first by each entry
// point (the page and the live worker), before any schema is used.
z.config({ jitless: true });
