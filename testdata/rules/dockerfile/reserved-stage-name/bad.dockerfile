FROM alpine:3.20 AS scratch # want "dockerfile/reserved-stage-name"
RUN echo hi
