const server = new ApolloServer({ typeDefs, resolvers, introspection: true }); // want "javascript/graphql-introspection-enabled"
app.use('/graphql', graphqlHTTP({ schema, graphiql: true })); // want "javascript/graphql-introspection-enabled"
