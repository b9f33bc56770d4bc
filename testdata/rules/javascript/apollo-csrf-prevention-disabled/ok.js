const { ApolloServer } = require('@apollo/server');

const server = new ApolloServer({ typeDefs, resolvers, csrfPrevention: true });
const other = new ApolloServer({ typeDefs, resolvers });
