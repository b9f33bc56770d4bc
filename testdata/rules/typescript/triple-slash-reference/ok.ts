/// <reference lib="dom" />
/// <reference types="vite/client" />
import type { AppConfig } from './config';

export const name: AppConfig['name'] = 'app';
