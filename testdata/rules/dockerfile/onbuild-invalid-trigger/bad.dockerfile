FROM node:20.18
ONBUILD FROM debian:12 # want "dockerfile/onbuild-invalid-trigger"
ONBUILD ONBUILD RUN make # want "dockerfile/onbuild-invalid-trigger"
