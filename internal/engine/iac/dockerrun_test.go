package iac

import (
	"slices"
	"testing"
)

func TestDockerStageRefs(t *testing.T) {
	// an unknown stage, the stage's own name; an earlier stage, an index
	// and an image are fine
	check(t, rules(t, "Dockerfile", `FROM golang:1.23 AS build
WORKDIR /src
COPY --from=biuld /src/go.mod /x/
FROM alpine:3.20 AS final
COPY --from=final /etc/passwd /etc/passwd
COPY --from=build /out/app /app
COPY --from=0 /out/app /app2
COPY --from=nginx:1.27 /etc/nginx/nginx.conf /etc/nginx/
COPY --from=ghcr.io/org/tool /bin/tool /usr/local/bin/
USER nobody
`), map[string][]int{"iac/docker-copy-from-unknown-stage": {3, 5}})

	// a relative destination before any WORKDIR; after one, or in a stage
	// built on a stage that set one, it is fine
	check(t, rules(t, "Dockerfile", `FROM node:20.18 AS deps
COPY package.json package-lock.json ./
WORKDIR /app
COPY . .
FROM deps AS test
COPY test ./test
FROM node:20.18
COPY ["server.js", "app/"]
ADD --chown=node:node conf.tar.gz /etc/app/
COPY --chmod=644 a.txt /a.txt
USER node
`), map[string][]int{"iac/docker-copy-relative-no-workdir": {2, 8}})
}

func TestDockerRepeatedHealthcheck(t *testing.T) {
	check(t, rules(t, "Dockerfile", `FROM nginx:1.27
HEALTHCHECK CMD curl -f http://localhost/ || exit 1
HEALTHCHECK --interval=30s CMD wget -q -O /dev/null http://localhost/ || exit 1
USER nginx
`), map[string][]int{"iac/docker-repeated-start": {2}})
}

// A Windows Dockerfile continues lines with a backtick (# escape=`), so a
// path's trailing backslash ends nothing.
func TestDockerInstructionsEscape(t *testing.T) {
	ins := dockerInstructions("# escape=`\nFROM mcr.microsoft.com/windows/servercore:ltsc2022\nWORKDIR C:\\app\\\nRUN pip install `\n    flask\nCOPY . C:\\app\\\n")
	var got []string
	for _, in := range ins {
		got = append(got, in.kw+" "+in.args)
	}
	want := []string{"FROM mcr.microsoft.com/windows/servercore:ltsc2022", `WORKDIR C:\app\`, "RUN pip install      flask", `COPY . C:\app\`}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestDockerGlobalArgs(t *testing.T) {
	check(t, rules(t, "Dockerfile", `ARG APP_ENV=production
ARG NODE_VERSION=20.18
FROM node:${NODE_VERSION}-alpine AS build
WORKDIR /app
RUN echo "building for $APP_ENV" && echo "$NODE_VERSION"
RUN echo ${APP_ENV}
FROM node:${NODE_VERSION}-alpine
ARG APP_ENV
WORKDIR /app
RUN echo "$APP_ENV"
USER node
`), map[string][]int{"iac/docker-global-arg-unset": {5}})

	// declared in the stage, set by ENV, or a stage-local ARG
	check(t, rules(t, "Dockerfile", `ARG BASE=alpine:3.20
FROM ${BASE}
ARG VERSION=1.0
ENV BASE_DIR=/opt
RUN echo $VERSION $BASE_DIR
USER nobody
`), map[string][]int{})

	// a fragment with no FROM (a template that a tool puts after its own
	// FROM) has ENV before any stage: nothing to report, and no panic
	check(t, rules(t, "Dockerfile", `LABEL python_version=python3.12
ENV VIRTUAL_ENV /env
ENV PATH /env/bin:$PATH
`), map[string][]int{})
}

func TestDockerFromArgs(t *testing.T) {
	check(t, rules(t, "Dockerfile", `ARG BASE=python:3.12-slim
FROM ${BASE} AS base
FROM node:${NODE_VERSION}-alpine AS assets
FROM --platform=$BUILDPLATFORM golang:${GO_VERSION:-1.23} AS build
FROM base
USER app
CMD ["python", "-m", "app"]
`), map[string][]int{"iac/docker-from-arg-undeclared": {3}})
}

func TestDockerLineChecks(t *testing.T) {
	check(t, rules(t, "Dockerfile", `ARG VARIANT
FROM python:${VARIANT}
RUN apt-get update && \
    apt-get install -y curl && \

    rm -rf /var/lib/apt/lists/*
EXPOSE 0.0.0.0:80 443
EXPOSE 8080/TCP
USER app
CMD ["python", "app.py"]
`), map[string][]int{
		"iac/docker-from-arg-undeclared":   {2},
		"iac/docker-empty-continuation":    {5},
		"iac/docker-expose-invalid-format": {7, 8},
	})
	check(t, rules(t, "Dockerfile", `FROM python:3.12
RUN apt-get update && \
    # a comment line may stay
    apt-get install -y curl
EXPOSE 80 443/tcp

USER app
CMD ["python", "app.py"]
`), map[string][]int{})
}
