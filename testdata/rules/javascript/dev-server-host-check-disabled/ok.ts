export default {
  devServer: { port: 8080, allowedHosts: ['app.localhost', '.example.test'] },
  server: { allowedHosts: 'auto' },
};
