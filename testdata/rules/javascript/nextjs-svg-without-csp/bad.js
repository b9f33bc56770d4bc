module.exports = {
  images: {
    dangerouslyAllowSVG: true, // want "nextjs-svg-without-csp"
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.example.com' }],
  },
};
