/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: '**' }, // want "nextjs-image-any-host"
    ],
  },
};
module.exports = nextConfig;
