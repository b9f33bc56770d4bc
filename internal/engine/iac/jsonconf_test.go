package iac

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

func TestARMTemplate(t *testing.T) {
	check(t, rules(t, "deploy/azuredeploy.json", `{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "parameters": {
    "sqlPassword": {"type": "securestring", "defaultValue": "Winter2024!"},
    "vmPassword": {"type": "securestring"}
  },
  "resources": [
    {
      "type": "Microsoft.Storage/storageAccounts",
      "properties": {
        "supportsHttpsTrafficOnly": false,
        "minimumTlsVersion": "TLS1_0",
        "allowBlobPublicAccess": true
      }
    },
    {
      "type": "Microsoft.Sql/servers/firewallRules",
      "properties": {"startIpAddress": "0.0.0.0", "endIpAddress": "255.255.255.255"}
    },
    {
      "type": "Microsoft.Compute/virtualMachines",
      "properties": {"osProfile": {"adminUsername": "azure", "adminPassword": "[parameters('vmPassword')]"}}
    }
  ]
}
`), map[string][]int{
		"iac/arm-hardcoded-secret":   {4},
		"iac/arm-plain-http":         {11},
		"iac/arm-old-tls":            {12},
		"iac/arm-public-blob-access": {13},
		"iac/arm-open-firewall":      {18},
	})
}

func TestECSAndToolJSON(t *testing.T) {
	check(t, rules(t, "ecs/task.json", `{
  "family": "web",
  "networkMode": "host",
  "containerDefinitions": [
    {
      "name": "web",
      "image": "registry.example.com/web:1.2.3",
      "privileged": true,
      "user": "root",
      "readonlyRootFilesystem": false,
      "environment": [
        {"name": "LOG_LEVEL", "value": "info"},
        {"name": "DB_PASSWORD", "value": "hunter2-prod"}
      ]
    }
  ]
}
`), map[string][]int{
		"iac/ecs-host-network":             {3},
		"iac/ecs-privileged":               {8},
		"iac/ecs-root-user":                {9},
		"iac/ecs-writable-root-filesystem": {10},
		"iac/ecs-hardcoded-secret":         {13},
	})
	check(t, rules(t, "etc/docker/daemon.json", `{
  "hosts": ["unix:///var/run/docker.sock", "tcp://0.0.0.0:2375"],
  "insecure-registries": ["registry.internal:5000"]
}
`), map[string][]int{
		"iac/docker-daemon-unauthenticated-tcp": {2},
		"iac/docker-daemon-insecure-registry":   {3},
	})
	check(t, rules(t, "etc/docker/daemon.json", `{"hosts": ["tcp://0.0.0.0:2376"], "tlsverify": true, "tlscacert": "/etc/docker/ca.pem"}`), map[string][]int{})
	check(t, rules(t, "composer.json", `{
  "require": {"monolog/monolog": "^3.0"},
  "config": {"secure-http": false}
}
`), map[string][]int{"iac/composer-insecure-transport": {3}})
	check(t, rules(t, "package.json", `{
  "name": "app",
  "scripts": {
    "postinstall": "curl -fsSL https://get.example.com/setup.sh | sh",
    "test": "jest"
  },
  "dependencies": {
    "left-pad": "^1.3.0",
    "internal-lib": "git://git.example.com/lib.git#v1.0.0",
    "other": "git+https://github.com/example/other.git#v2.0.0"
  }
}
`), map[string][]int{
		"iac/npm-install-script-download": {4},
		"iac/npm-dependency-insecure-url": {9},
	})
}

func TestFirebaseRules(t *testing.T) {
	check(t, rules(t, "database.rules.json", `{
  "rules": {
    ".read": true,
    "users": {
      "$uid": {".write": "auth != null && auth.uid === $uid"}
    },
    "public": {".write": true}
  }
}
`), map[string][]int{"iac/firebase-rules-public": {3, 7}})
	check(t, rules(t, "firestore.rules", `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
    match /users/{userId} {
      allow read, write: if request.auth != null && request.auth.uid == userId;
    }
    match /open/{id} {
      allow read;
    }
  }
}
`), map[string][]int{"iac/firebase-rules-public": {5, 11}})
}

// JSON with comments, as tsconfig.json, appsettings.json and VS Code's
// settings allow, is read like JSON; a commented-out setting is not one.
func TestJSONWithComments(t *testing.T) {
	check(t, rules(t, "src/Api/appsettings.json", `{
  // the production database
  "ConnectionStrings": {
    /* reached over the VPN */
    "Default": "Server=db.prod.example.com;Database=app;Integrated Security=true;Encrypt=False" // TODO
  },
  "Url": "http://example.com/a//b"
}
`), map[string][]int{"iac/appsettings-db-tls-off": {5}})
	check(t, rules(t, "policy.json", `{
  // deploy role trust
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Principal": {"AWS": "*"}, "Action": "sts:AssumeRole"}
  ]
}
`), map[string][]int{"iac/iam-public-principal": {5}})
	check(t, rules(t, ".vscode/settings.json", `{
  // "http.proxyStrictSSL": false,
  "editor.tabSize": 2
}
`), map[string][]int{})
	if got := string(maskJSONComments([]byte(`{"a": "x//y", /* c */ "b": 1} // end`))); got != `{"a": "x//y",         "b": 1}       ` {
		t.Errorf("maskJSONComments: %q", got)
	}
}

// A Docker client configuration with a registry password (auth is base64
// of user:password); one that names a credentials store has none.
func TestDockerConfigCredentials(t *testing.T) {
	check(t, rules(t, "deploy/.docker/config.json", `{
  "auths": {
    "registry.example.com": {
      "auth": "ZGVwbG95OnMzY3IzdC1wYXNz"
    }
  }
}
`), map[string][]int{"iac/docker-config-credentials": {4}})
	check(t, rules(t, "deploy/.docker/config.json", `{
  "auths": {
    "registry.example.com": {}
  },
  "credsStore": "desktop"
}
`), map[string][]int{})
}

// An open rule's message says what it grants: get alone reads documents
// only by their path (excalidraw's rooms), read lists them too, write
// changes and deletes them.
func TestFirebaseRulesSayWhatIsOpen(t *testing.T) {
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "firestore.rules", Content: []byte(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rooms/{room} {
      allow get, write: if true;
      allow list: if false;
    }
    match /open/{id} {
      allow read;
    }
  }
}
`)}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][]string{
		5: {"read any document whose path they know", "listing is not granted", "create, overwrite and delete documents"},
		9: {"read every document and list them all"},
	}
	if len(res.Diagnostics) != len(want) {
		t.Fatalf("got %d diagnostics, want %d: %+v", len(res.Diagnostics), len(want), res.Diagnostics)
	}
	for _, d := range res.Diagnostics {
		for _, w := range want[d.Lines.Start] {
			if !strings.Contains(d.Message, w) {
				t.Errorf("line %d: %q does not say %q", d.Lines.Start, d.Message, w)
			}
		}
		if d.Severity != finding.High {
			t.Errorf("line %d: severity %v, want High", d.Lines.Start, d.Severity)
		}
	}
}
