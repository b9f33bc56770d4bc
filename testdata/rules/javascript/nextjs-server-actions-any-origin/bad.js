/** @type {import('next').NextConfig} */
const nextConfig = {
  experimental: {
    serverActions: {
      allowedOrigins: ['*'], // want "javascript/nextjs-server-actions-any-origin"
      bodySizeLimit: '2mb',
    },
  },
};

module.exports = nextConfig;
