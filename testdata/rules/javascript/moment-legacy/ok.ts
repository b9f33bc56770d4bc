import { format } from 'date-fns';
import momentTz from 'moment-timezone-data';
export const today = (): string => format(new Date(), 'yyyy-MM-dd');
