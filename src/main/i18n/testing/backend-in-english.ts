// Set up before every test file of the "shared" project (vitest.config.ts), whose files share a worker's modules:
// the backend's language (and so its dates and the accounts contract's words) back to English, as in a fresh worker.
import { setBackendLanguage } from '../backend-language.ts';

setBackendLanguage('en');
