import { setup } from './setup';
setup();
export {}; // want "typescript/useless-empty-export"
