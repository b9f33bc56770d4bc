package iac

import "testing"

func TestJSONMore(t *testing.T) {
	check(t, rules(t, ".vscode/settings.json", `{
  "http.proxyStrictSSL": false,
  "editor.tabSize": 2
}
`), map[string][]int{"iac/json-tls-verification-disabled": {2}})
	check(t, rules(t, "config/client.json", `{"tls": {"rejectUnauthorized": false, "insecureSkipVerify": "true"}}
`), map[string][]int{"iac/json-tls-verification-disabled": {1}})
	check(t, rules(t, "config/client.json", `{"tls": {"rejectUnauthorized": true, "insecureSkipVerify": false, "ca": "/etc/ssl/ca.pem"}}
`), map[string][]int{})

	check(t, rules(t, "tsconfig.json", `{
  // generated
  "compilerOptions": {
    "strict": false,
    "noImplicitAny": false,
    "target": "es2022"
  }
}
`), map[string][]int{"iac/tsconfig-strict-off": {4, 5}})
	check(t, rules(t, "tsconfig.json", `{"compilerOptions": {
    "strict": true,
    "noUnusedLocals": false
}}
`), map[string][]int{})

	check(t, rules(t, "HttpTrigger/function.json", `{
  "bindings": [
    {"authLevel": "anonymous", "type": "httpTrigger", "direction": "in", "name": "req"}
  ]
}
`), map[string][]int{"iac/azure-function-anonymous": {3}})

	check(t, rules(t, "package.json", `{
  "name": "app",
  "dependencies": {
    "express": "*",
    "lodash": "latest",
    "left-pad": "^1.3.0"
  },
  "devDependencies": {
    "jest": ""
  }
}
`), map[string][]int{"iac/npm-dependency-any-version": {4, 5, 9}})

	check(t, rules(t, "deploy/pod.json", `{
  "apiVersion": "v1",
  "kind": "Pod",
  "metadata": {"name": "debug"},
  "spec": {
    "hostNetwork": true,
    "containers": [{
      "name": "app",
      "image": "registry.example.com/app:1.2.3",
      "securityContext": {
        "privileged": true,
        "allowPrivilegeEscalation": true,
        "runAsUser": 0,
        "capabilities": {"add": ["SYS_ADMIN", "NET_BIND_SERVICE"]}
      }
    }],
    "volumes": [{"name": "root", "hostPath": {"path": "/"}}]
  }
}
`), map[string][]int{
		"iac/k8s-json-host-namespace":       {6},
		"iac/k8s-json-privileged":           {11},
		"iac/k8s-json-privilege-escalation": {12},
		"iac/k8s-json-run-as-root":          {13},
		"iac/k8s-json-dangerous-capability": {14},
		"iac/k8s-json-host-path":            {17},
	})
	check(t, rules(t, "deploy/pod.json", `{
  "apiVersion": "v1",
  "kind": "Pod",
  "spec": {
    "containers": [{
      "name": "app",
      "image": "registry.example.com/app:1.2.3",
      "securityContext": {"privileged": false, "allowPrivilegeEscalation": false, "runAsNonRoot": true, "runAsUser": 10001,
        "capabilities": {"drop": ["ALL"], "add": ["NET_BIND_SERVICE"]}}
    }]
  }
}
`), map[string][]int{})
}

func TestNPMWorkspaceStar(t *testing.T) {
	check(t, rules(t, "examples/demo/package.json", `{
  "name": "demo",
  "private": true,
  "dependencies": {
    "@acme/ui": "*",
    "react": "latest"
  }
}
`), map[string][]int{"iac/npm-dependency-any-version": {6}})
}

func TestNPMSources(t *testing.T) {
	check(t, rules(t, "package.json", `{
  "name": "app",
  "publishConfig": {"registry": "http://npm.internal.example.com/"},
  "dependencies": {
    "lib-a": "git+https://github.com/org/lib-a.git",
    "lib-b": "github:org/lib-b#main",
    "lib-c": "org/lib-c",
    "lib-d": "git+https://github.com/org/lib-d.git#4f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39",
    "lib-e": "github:org/lib-e#v1.2.3",
    "lib-f": "../lib-f",
    "lib-g": "^1.2.3"
  }
}
`), map[string][]int{
		"iac/npm-registry-plain-http":     {3},
		"iac/npm-dependency-git-unpinned": {5, 6, 7},
	})
	check(t, rules(t, "composer.json", `{
    "minimum-stability": "dev",
    "require": {"php": "^8.2"}
}
`), map[string][]int{"iac/composer-minimum-stability-dev": {2}})
	check(t, rules(t, "composer.json", `{
    "minimum-stability": "stable",
    "prefer-stable": true
}
`), map[string][]int{})
}
