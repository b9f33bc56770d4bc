import { ApolloServer } from '@apollo/server';
import { readFileSync } from 'fs';

const typeDefs = `#graphql
  type Query { document(name: String!): String }
  type Mutation { rename(from: String!, to: String!): Boolean }
`;

const resolvers = {
  Query: {
    // args are the field arguments the query passed.
    document: (_parent: unknown, args: { name: string }) => readFileSync(`./docs/${args.name}`, 'utf8'), // want "path-traversal"
  },
  Mutation: {
    rename(_parent: unknown, { from }: { from: string }, context: { root: string }) {
      readFileSync(context.root, 'utf8');
      return readFileSync(from, 'utf8'); // want "path-traversal"
    },
  },
};

// Not a resolver map: a lookup table of functions.
const loaders = {
  json: { read: (_kind: string, file: string) => readFileSync(file, 'utf8') },
};

export const server = new ApolloServer({ typeDefs, resolvers });
export { loaders };
