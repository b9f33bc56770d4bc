import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'images.example.com', pathname: '/uploads/**' },
      { protocol: 'https', hostname: '**.cdn.example.com' },
    ],
  },
};
export default nextConfig;
