# syntax=docker/dockerfile:1-labs
FROM debian:12-slim
RUN --security=sandbox make
RUN --mount=type=cache,target=/root/.cache make
RUN echo "--security=insecure is not used"
