module.exports = {
  devServer: {
    port: 8080,
    disableHostCheck: true, // want "dev-server-host-check-disabled"
  },
};

const v5 = { devServer: { allowedHosts: 'all' } }; // want "dev-server-host-check-disabled"
const vite = { server: { allowedHosts: true } }; // want "dev-server-host-check-disabled"
