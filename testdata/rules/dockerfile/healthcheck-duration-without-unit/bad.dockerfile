FROM nginx:1.27
HEALTHCHECK --interval=30 CMD curl -f http://localhost/ || exit 1 # want "dockerfile/healthcheck-duration-without-unit"
