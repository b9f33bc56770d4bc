FROM --platform=$TARGETPLATFORM alpine:3.20 # want "dockerfile/redundant-target-platform"
RUN echo hi
