package iac

import (
	"context"
	"reflect"
	"sort"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

// openIngressLines runs the engine on files and returns "file:start message"
// for each iac/tf-open-ingress finding.
func openIngressLines(t *testing.T, files map[string]string) []string {
	t.Helper()
	var fs []*scope.File
	for p, src := range files {
		fs = append(fs, &scope.File{Path: p, Content: []byte(src)})
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].Path < fs[j].Path })
	res, err := Engine{}.Run(context.Background(), fs)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		if d.Rule == "iac/tf-open-ingress" {
			got = append(got, d.File+":"+itoa(d.Lines.Start)+" "+d.Message)
		}
	}
	sort.Strings(got)
	return got
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

func TestTerraformIngressFromVariables(t *testing.T) {
	main := `resource "aws_security_group" "ssh" {
  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = var.ssh_cidrs
  }
}

resource "aws_security_group" "rdp" {
  ingress {
    from_port   = 3389
    to_port     = 3389
    protocol    = "tcp"
    cidr_blocks = [local.anywhere]
  }
}

resource "aws_security_group" "office" {
  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = var.office_cidrs
  }
}

resource "aws_security_group_rule" "admin" {
  type              = "ingress"
  from_port         = var.admin_port
  to_port           = var.admin_port
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.ssh.id
}

resource "google_compute_firewall" "ssh" {
  name    = "ssh"
  network = "default"
  allow {
    protocol = "tcp"
    ports    = ["22"]
  }
  source_ranges = var.ssh_cidrs
}

locals {
  anywhere = "0.0.0.0/0" # every address
  tags     = { team = "infra" }
}
`
	vars := `variable "ssh_cidrs" {
  type = list(string)
  default = [
    "10.0.0.0/8",
    "0.0.0.0/0",
  ]
}

variable "office_cidrs" {
  type    = list(string)
  default = ["203.0.113.0/24"]
}

variable "admin_port" {
  type    = number
  default = 5432
}
`
	got := openIngressLines(t, map[string]string{"net/main.tf": main, "net/variables.tf": vars})
	want := []string{
		"net/main.tf:1 SSH port open to the internet",
		"net/main.tf:10 RDP port open to the internet",
		"net/main.tf:28 PostgreSQL port open to the internet",
		"net/main.tf:37 SSH port open to the internet",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}

	// A .tfvars file that sets the variable makes its value unknown; a
	// variable of another directory is not this module's.
	got = openIngressLines(t, map[string]string{
		"net/main.tf":        main,
		"net/variables.tf":   vars,
		"net/prod.tfvars":    "ssh_cidrs = [\"10.1.0.0/16\"]\n",
		"other/variables.tf": "variable \"office_cidrs\" {\n  default = [\"0.0.0.0/0\"]\n}\n",
	})
	want = []string{"net/main.tf:10 RDP port open to the internet", "net/main.tf:28 PostgreSQL port open to the internet"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("with tfvars: got %q\nwant %q", got, want)
	}
}

func TestTerraformDynamicIngress(t *testing.T) {
	src := `resource "aws_security_group" "admin" {
  dynamic "ingress" {
    for_each = [22, 3389]
    content {
      from_port   = ingress.value
      to_port     = ingress.value
      protocol    = "tcp"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }
}

resource "aws_security_group" "web" {
  dynamic "ingress" {
    for_each = [80, 443]
    content {
      from_port   = ingress.value
      to_port     = ingress.value
      protocol    = "tcp"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }
}

resource "aws_security_group" "all" {
  dynamic "ingress" {
    for_each = var.sources
    content {
      from_port   = 0
      to_port     = 0
      protocol    = "-1"
      cidr_blocks = ["::/0"]
    }
  }
}

resource "aws_security_group" "unknown" {
  dynamic "ingress" {
    for_each = var.rules
    content {
      from_port   = ingress.value.port
      to_port     = ingress.value.port
      protocol    = "tcp"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }
}

resource "aws_security_group" "iterator" {
  dynamic "ingress" {
    for_each = [8000, 3389]
    iterator = rule
    content {
      from_port   = rule.value
      to_port     = rule.value
      protocol    = "tcp"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }
}

resource "aws_security_group" "private" {
  dynamic "ingress" {
    for_each = [22]
    content {
      from_port   = ingress.value
      to_port     = ingress.value
      protocol    = "tcp"
      cidr_blocks = ["10.0.0.0/8"]
    }
  }
}
`
	got := openIngressLines(t, map[string]string{"sg.tf": src})
	want := []string{
		"sg.tf:1 SSH port open to the internet",
		"sg.tf:25 Ingress open to the internet on every port",
		"sg.tf:49 RDP port open to the internet",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestLiteralDecls(t *testing.T) {
	vals := map[string]string{}
	literalDecls(`variable "a" { default = "x" }
variable "b" {
  default = "${var.a}-y"
}
variable "c" {
  default = ["p", "q"] // two
}
variable "d" {
  default = [for s in var.c : upper(s)]
}
locals {
  e = "0.0.0.0/0"
  f = var.a
  port = 22
  g = {
    h = "nested"
  }
}
`, vals)
	want := map[string]string{"var.a": `"x"`, "var.c": `["p", "q"]`, "local.e": `"0.0.0.0/0"`, "local.port": "22"}
	if !reflect.DeepEqual(vals, want) {
		t.Errorf("got %q\nwant %q", vals, want)
	}
}

func TestTerraformForEachRulePorts(t *testing.T) {
	src := `resource "aws_security_group_rule" "admin" {
  for_each          = { ssh = 22, rdp = 3389 }
  type              = "ingress"
  from_port         = each.value
  to_port           = each.value
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.app.id
}

resource "aws_security_group_rule" "web" {
  for_each          = toset(["80", "443"])
  type              = "ingress"
  from_port         = each.value
  to_port           = each.value
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.app.id
}

resource "aws_security_group_rule" "db" {
  for_each          = [5432]
  type              = "ingress"
  from_port         = each.value
  to_port           = each.value
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/8"]
  security_group_id = aws_security_group.app.id
}

resource "aws_security_group_rule" "unknown" {
  for_each          = var.ports
  type              = "ingress"
  from_port         = each.value
  to_port           = each.value
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.app.id
}
`
	got := openIngressLines(t, map[string]string{"sg.tf": src})
	want := []string{"sg.tf:1 SSH port open to the internet"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
