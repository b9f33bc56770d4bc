FROM --platform=$BUILDPLATFORM golang:1.23 AS build
FROM --platform=${TARGETPLATFORM} alpine:3.20
FROM node:20.18
