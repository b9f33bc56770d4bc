FROM debian:bookworm-slim
ENV PATH=/opt/app/bin # want "dockerfile/path-overwritten"
ENV PATH /usr/local/go/bin # want "dockerfile/path-overwritten"
