import moment from 'moment'; // want "javascript/moment-legacy"
export const today = (): string => moment().format('YYYY-MM-DD');
