import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  experimental: {
    serverActions: {
      allowedOrigins: ['my-proxy.com', '*.my-proxy.com'],
    },
  },
  images: { remotePatterns: [{ protocol: 'https', hostname: '*' }] },
};

export default nextConfig;
