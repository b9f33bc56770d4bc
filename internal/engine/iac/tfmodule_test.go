package iac

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

// unused runs the engine on files with dirFiles listing the directories'
// Terraform files, and returns "file:start-end message" for each unused
// declaration.
func unused(t *testing.T, listed map[string][]string, files map[string]string) []string {
	t.Helper()
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var fs []*scope.File
	for _, p := range paths {
		fs = append(fs, &scope.File{Path: p, Content: []byte(files[p])})
	}
	e := Engine{dirFiles: func(dir string) ([]string, bool) { n, ok := listed[dir]; return n, ok }}
	res, err := e.Run(context.Background(), fs)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		if d.Rule == "iac/tf-unused-declaration" {
			got = append(got, d.File+":"+d.Lines.String()+" "+d.Message)
		}
	}
	return got
}

const tfVariables = `variable "region" {
  type = string
}

variable "unused_size" {
  type = number
  validation {
    condition     = var.unused_size > 0
    error_message = "Must be positive."
  }
}

# variable "commented" {}
`

const tfMain = `locals {
  name   = "app"
  unused = "x"
  policy = <<EOF
{
  "Version": "2012-10-17"
}
EOF
}

data "aws_ami" "ubuntu" {
  most_recent = true
}

data "aws_caller_identity" "current" {}

resource "aws_instance" "web" {
  ami  = data.aws_ami.ubuntu.id
  tags = { Name = local.name, Region = var.region }
  # var.unused_size is only mentioned in a comment
}

output "policy" {
  value = local.policy
}
`

func TestUnusedDeclarations(t *testing.T) {
	files := map[string]string{"infra/variables.tf": tfVariables, "infra/main.tf": tfMain}
	got := unused(t, map[string][]string{"infra": {"main.tf", "variables.tf"}}, files)
	want := []string{
		"infra/main.tf:3 local value unused is declared but nothing in the module uses it",
		"infra/variables.tf:5-11 variable unused_size is declared but nothing in the module uses it",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// A module whose other files are not under review is not judged: the
// declaration may be used there.
func TestUnusedDeclarationsNeedWholeModule(t *testing.T) {
	files := map[string]string{"infra/variables.tf": tfVariables}
	if got := unused(t, map[string][]string{"infra": {"main.tf", "variables.tf"}}, files); got != nil {
		t.Errorf("partial module: got %q, want nothing", got)
	}
	// a .tf.json file may reference the variables
	files = map[string]string{"infra/variables.tf": tfVariables, "infra/main.tf": tfMain}
	if got := unused(t, map[string][]string{"infra": {"main.tf", "variables.tf", "extra.tf.json"}}, files); got != nil {
		t.Errorf("module with a .tf.json file: got %q, want nothing", got)
	}
	// no listing (no review root): nothing
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "main.tf", Content: []byte(tfVariables)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 0 {
		t.Errorf("without a listing: got %v", res.Diagnostics)
	}
}

func TestOSDirFiles(t *testing.T) {
	root := t.TempDir()
	for _, n := range []string{"mod/main.tf", "mod/vars.tf.json", "mod/README.md", "mod/sub/x.tf"} {
		p := filepath.Join(root, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, ok := osDirFiles(root)("mod")
	if !ok || !reflect.DeepEqual(got, []string{"main.tf", "vars.tf.json"}) {
		t.Errorf("osDirFiles = %v, %v", got, ok)
	}
	if _, ok := osDirFiles(root)("missing"); ok {
		t.Error("a missing directory is listed")
	}
}

// findings runs the engine on one whole module and returns "rule file:lines"
// for the module-level Terraform rules.
func moduleFindings(t *testing.T, files map[string]string) []string {
	t.Helper()
	names := []string{}
	var fs []*scope.File
	for _, p := range []string{"main.tf", "versions.tf", "providers.tf"} {
		if src, ok := files[p]; ok {
			names = append(names, p)
			fs = append(fs, &scope.File{Path: p, Content: []byte(src)})
		}
	}
	e := Engine{dirFiles: func(string) ([]string, bool) { return names, true }}
	res, err := e.Run(context.Background(), fs)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		if d.Rule == "iac/tf-provider-unconstrained" || d.Rule == "iac/tf-required-version-missing" {
			got = append(got, d.Rule+" "+d.File+":"+d.Lines.String())
		}
	}
	return got
}

func TestUnpinnedProvidersAndVersion(t *testing.T) {
	// a provider block with no required_providers entry; a terraform block
	// (backend only) in a module with no required_version
	got := moduleFindings(t, map[string]string{
		"main.tf": `terraform {
  backend "s3" {
    bucket = "state"
  }
}

provider "aws" {
  region = "eu-west-1"
}

provider "google" {
  project = "p"
}
`,
		"versions.tf": `terraform {
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 5.0"
    }
  }
}
`})
	want := []string{"iac/tf-provider-unconstrained main.tf:7-9", "iac/tf-required-version-missing main.tf:1-5"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}

	// pinned in another file of the module: nothing
	got = moduleFindings(t, map[string]string{
		"main.tf": `terraform {
  backend "s3" {}
}
`,
		"providers.tf": `provider "aws" {
  region = "eu-west-1"
}
`,
		"versions.tf": `terraform {
  required_version = ">= 1.5"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}
`})
	if got != nil {
		t.Errorf("pinned module: got %q", got)
	}
}

func TestUnusedRequiredProviders(t *testing.T) {
	src := `terraform {
  required_version = ">= 1.5"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
    random = {
      source  = "hashicorp/random"
      version = "~> 3.0"
    }
    null = {
      source = "hashicorp/null"
    }
    west = "~> 1.0"
  }
}

resource "aws_s3_bucket" "b" {
  bucket = "b"
}

resource "aws_s3_object" "o" {
  provider = west.eu
  bucket   = aws_s3_bucket.b.id
}

data "null_data_source" "x" {}
`
	e := Engine{dirFiles: func(string) ([]string, bool) { return []string{"main.tf"}, true }}
	res, err := e.Run(context.Background(), []*scope.File{{Path: "main.tf", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		if d.Rule == "iac/tf-unused-required-provider" {
			got = append(got, d.Lines.String()+" "+d.Message)
		}
	}
	want := []string{"8 required provider random is not used by any resource, data source or provider block of the module"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}

	// a module that calls modules may pass its providers on implicitly
	res, err = e.Run(context.Background(), []*scope.File{{Path: "main.tf", Content: []byte(src + `
module "child" {
  source = "./child"
}
`)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		if d.Rule == "iac/tf-unused-required-provider" {
			t.Errorf("module with module calls: %s", d.Message)
		}
	}
}
