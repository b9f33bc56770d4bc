const server = new ApolloServer({ typeDefs, resolvers, introspection: process.env.NODE_ENV !== 'production' });
app.use('/graphql', graphqlHTTP({ schema, graphiql: false }));
