FROM ubuntu:24.04
RUN apt-get update && apt-get install -y make gosu
USER builder
RUN make pseudo-build
