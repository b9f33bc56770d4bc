FROM nginx:1.27
HEALTHCHECK --interval=30s --timeout=5 --retries=3 CMD curl -f http://localhost/ || exit 1 # want "dockerfile/healthcheck-duration-without-unit"
