FROM node:20-slim
ENV NODE_ENV production # want "dockerfile/legacy-env-format"
ENV PATH /opt/app/bin:$PATH # want "dockerfile/legacy-env-format"
