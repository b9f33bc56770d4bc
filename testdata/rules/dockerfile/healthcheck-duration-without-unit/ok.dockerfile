FROM nginx:1.27
HEALTHCHECK --interval=30s --timeout=5s --start-period=1m30s --start-interval=0 --retries=3 CMD curl -f http://localhost/ || exit 1
