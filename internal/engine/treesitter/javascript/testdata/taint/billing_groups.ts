import { readFileSync } from 'fs';

// Not a GraphQL resolver map: billing helpers grouped by the entity they
// act on, in a file that has nothing to do with GraphQL. A key named
// Subscription or Query is a domain word here, and the helpers' second
// parameters are the program's own values.
export const billing = {
  Subscription: {
    invoice(customer: string, month: string) {
      return readFileSync(`./invoices/${customer}/${month}.pdf`);
    },
  },
  Query: {
    usage(customer: string, month: string) {
      return readFileSync(`./usage/${customer}/${month}.csv`, 'utf8');
    },
  },
};
