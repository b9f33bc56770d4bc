package iac

import (
	"slices"
	"strings"
	"testing"
)

func TestUnpinnedPackages(t *testing.T) {
	for _, c := range []struct {
		cmd  string
		want string // "manager: pkg pkg", or "" for nothing unpinned
	}{
		// the distribution's packages, which the base image's release pins
		{"apt-get install -y --no-install-recommends curl git=1:2.39.5", ""},
		{"apk add --no-cache --virtual build-deps gcc=13.2.1-r0 musl-dev~=1.2 make", ""},
		{"DEBIAN_FRONTEND=noninteractive pip install --no-cache-dir flask", "pip: flask"},
		{"sudo pip3.12 install flask", "pip: flask"},
		{"pip install --no-cache-dir -r requirements.txt -c constraints.txt", ""},
		{"pip install --no-cache-dir flask gunicorn==23.0.0 'uvicorn[standard]>=0.30'", "pip: flask"},
		{"python3 -m pip install --no-cache-dir uvicorn[standard]", "pip: uvicorn[standard]"},
		{"pip3 install --index-url https://pypi.example.com/simple --timeout 100 requests==2.32.3 .", ""},
		{"pip install -e . git+https://github.com/org/repo@v1.2.0 /wheels/app-1.0-py3-none-any.whl", ""},
		{"pip install --upgrade pip", "pip: pip"},
		{"npm install", ""},
		{"npm ci --omit=dev", ""},
		{"npm install -g @angular/cli typescript@5.6.3", "npm: @angular/cli"},
		{"npm i -g @angular/cli@18.2.0 pnpm@9", ""},
		{"npm install --prefix /opt/app left-pad", "npm: left-pad"},
		{"gem install bundler", "gem: bundler"},
		{"gem install bundler -v 2.5.22", ""},
		{"gem install rake:13.2.1", ""},
		{"go install ./...", ""},
		{"echo pip install flask", ""},
	} {
		var got []string
		for _, cmd := range shellWords(c.cmd) {
			if n, pkgs := unpinnedPackages(cmd); n != "" {
				got = append(got, n+": "+strings.Join(pkgs, " "))
			}
		}
		if strings.Join(got, "; ") != c.want {
			t.Errorf("%s: got %q, want %q", c.cmd, got, c.want)
		}
	}
}

func TestShellWords(t *testing.T) {
	got := shellWords(`apt-get update && apt-get install -y "a b" c; echo 'x|y' | tee f # done && rm -rf /`)
	want := [][]string{{"apt-get", "update"}, {"apt-get", "install", "-y", "a b", "c"}, {"echo", "x|y"}, {"tee", "f"}}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("command %d: got %q, want %q", i, got[i], want[i])
		}
	}
}

// One finding per RUN, on its first line, with continuation lines read as
// part of it (a comment line inside is dropped, as the builder does).
func TestDockerUnpinnedPackageRule(t *testing.T) {
	check(t, rules(t, "Dockerfile", `FROM python:3.12-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends git \
 && pip install --no-cache-dir \
      requests==2.32.3 \
      # the server
      gunicorn \
 && rm -rf /var/lib/apt/lists/*
RUN --mount=type=cache,target=/root/.cache/pip pip install flask==3.0.3
RUN ["pip", "install", "flask"]
USER nobody
`), map[string][]int{"iac/docker-unpinned-package": {2}})
}

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
}
