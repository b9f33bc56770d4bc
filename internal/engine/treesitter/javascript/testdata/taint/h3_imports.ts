import { defineEventHandler, getHeader } from 'h3';
import { readFileSync } from 'fs';
import { getQuery } from './settings';

export default defineEventHandler((event) => {
  const lang = getHeader(event, 'accept-language');
  readFileSync(`./i18n/${lang}.json`, 'utf8'); // want "path-traversal"
  // the project's own getQuery: the saved search of the settings page
  return readFileSync(getQuery().file, 'utf8');
});
