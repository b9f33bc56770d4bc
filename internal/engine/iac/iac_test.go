package iac

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

func rules(t *testing.T, path, src string) map[string][]int {
	t.Helper()
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: path, Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]int{}
	for _, d := range res.Diagnostics {
		got[d.Rule] = append(got[d.Rule], d.Lines.Start)
	}
	return got
}

func check(t *testing.T, got, want map[string][]int) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("rules %v, want %v", got, want)
	}
	for r, lines := range want {
		if len(got[r]) != len(lines) {
			t.Errorf("%s at %v, want %v", r, got[r], lines)
			continue
		}
		for i := range lines {
			if got[r][i] != lines[i] {
				t.Errorf("%s at %v, want %v", r, got[r], lines)
			}
		}
	}
}

func TestDockerfile(t *testing.T) {
	check(t, rules(t, "build/Dockerfile", `FROM golang:1.26 AS build
RUN curl -fsSL https://example.com/install.sh | sh
FROM build AS test
FROM alpine
FROM node:latest
COPY --from=build /app /app
CMD ["node", "/app/server.js"]
`), map[string][]int{"iac/docker-root-user": {7}})

	// The last USER is root: reported there.
	check(t, rules(t, "Dockerfile", `FROM debian:12
RUN useradd app
USER app
RUN whoami
USER root
ENTRYPOINT ["/entrypoint.sh"]
`), map[string][]int{"iac/docker-root-user": {5}})

	// A stage that switched user passes it on; a base known to run
	// unprivileged; a final stage with no command of its own (a base image).
	check(t, rules(t, "Dockerfile", `FROM debian:12 AS base
RUN useradd app
USER app
FROM base
CMD ["/app"]
`), map[string][]int{})
	check(t, rules(t, "Dockerfile", `FROM gcr.io/distroless/static-debian12:nonroot
COPY app /app
ENTRYPOINT ["/app"]
`), map[string][]int{})
	check(t, rules(t, "Dockerfile", `FROM python:3.12-slim
RUN pip install --no-cache-dir flask==3.0.0
`), map[string][]int{})
	check(t, rules(t, "Dockerfile", `FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY dist /usr/share/nginx/html
CMD ["nginx", "-g", "daemon off;"]
`), map[string][]int{})
	check(t, rules(t, "Dockerfile", `FROM bitnami/postgresql:16.4.0
COPY init.sql /docker-entrypoint-initdb.d/
CMD ["/opt/bitnami/scripts/postgresql/run.sh"]
`), map[string][]int{})

	// Pinned, digest-pinned, scratch, ARG-based; an unprivileged user.
	check(t, rules(t, "Dockerfile", `ARG BASE=alpine:3.20
FROM ${BASE}
FROM gcr.io/distroless/static@sha256:abc
FROM scratch
FROM alpine:3.20
RUN adduser -D app
USER app
`), map[string][]int{})
}

func TestTerraform(t *testing.T) {
	check(t, rules(t, "infra/main.tf", `resource "aws_s3_bucket_acl" "a" {
  acl = "public-read"
}
resource "aws_security_group" "ssh" {
  ingress {
    from_port   = 22
    to_port     = 22
    cidr_blocks = ["0.0.0.0/0"]
  }
  ingress {
    from_port   = 443
    to_port     = 443
    cidr_blocks = ["0.0.0.0/0"]
  }
  egress {
    from_port   = 0
    to_port     = 0
    cidr_blocks = ["0.0.0.0/0"]
  }
}
resource "aws_ebs_volume" "v" {
  encrypted = false
}
resource "aws_db_instance" "d" {
  storage_encrypted = true
}
`), map[string][]int{"iac/tf-open-ingress": {4}}) // the security group, not its ingress line

	// A port range that contains a sensitive port opens it; a query cannot
	// compare the two ends, this engine does.
	check(t, rules(t, "infra/range.tf", `resource "aws_security_group" "r" {
  ingress {
    from_port   = 20
    to_port     = 30
    cidr_blocks = ["0.0.0.0/0"]
  }
  ingress {
    from_port   = 8000
    to_port     = 8100
    cidr_blocks = ["0.0.0.0/0"]
  }
}
`), map[string][]int{"iac/tf-open-ingress": {1}})

	// Ports written as strings (Terraform converts them) name the port, not
	// "every port"; the rules may be a list of objects instead of blocks.
	src := `resource "aws_security_group" "strings" {
  ingress {
    from_port   = "3389"
    to_port     = "3389"
    cidr_blocks = ["0.0.0.0/0"]
  }
}
resource "aws_security_group" "list" {
  name = "list"
  ingress = [{
    from_port   = 443
    to_port     = 443
    cidr_blocks = ["0.0.0.0/0"]
  }, {
    from_port   = 22
    to_port     = 22
    cidr_blocks = ["0.0.0.0/0"]
  }]
}
resource "aws_security_group" "safe_list" {
  ingress = [
    {
      from_port   = 443
      to_port     = 443
      cidr_blocks = ["0.0.0.0/0"]
    },
    {
      from_port   = 22
      to_port     = 22
      cidr_blocks = ["10.0.0.0/8"]
    },
  ]
  egress = [{
    from_port   = 0
    to_port     = 0
    cidr_blocks = ["0.0.0.0/0"]
  }]
}
`
	check(t, rules(t, "infra/forms.tf", src), map[string][]int{"iac/tf-open-ingress": {1, 8}})

	// A list's objects written on one line are read as on several; a
	// source in a comment and ports a module's caller gives are not a
	// rule open to the internet on every port.
	check(t, rules(t, "infra/more.tf", `resource "aws_security_group" "one_line" {
  ingress = [{ from_port = 22, to_port = 22, protocol = "tcp", cidr_blocks = ["0.0.0.0/0"] }]
}
resource "aws_security_group" "commented" {
  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    # cidr_blocks = ["0.0.0.0/0"]
    cidr_blocks = ["10.0.0.0/8"]
  }
}
resource "aws_security_group" "caller_ports" {
  ingress {
    from_port   = var.port
    to_port     = var.port
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }
}
`), map[string][]int{"iac/tf-open-ingress": {1}})
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "infra/forms.tf", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		if d.Lines.Start == 1 && !strings.Contains(d.Message, "RDP") {
			t.Errorf("string ports: message %q, want the RDP port named", d.Message)
		}
		if d.Lines.Start == 8 && !strings.Contains(d.Message, "SSH") {
			t.Errorf("list form: message %q, want the SSH port named", d.Message)
		}
	}
}

// The other shapes of an ingress rule: AWS rules as resources of their own,
// Azure network security rules, Google Cloud firewalls.
func TestTerraformRuleResources(t *testing.T) {
	check(t, rules(t, "infra/aws.tf", `resource "aws_security_group_rule" "ssh" {
  type              = "ingress"
  from_port         = 22
  to_port           = 22
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.web.id
}
resource "aws_security_group_rule" "all" {
  type             = "ingress"
  from_port        = 0
  to_port          = 0
  protocol         = "-1"
  ipv6_cidr_blocks = ["::/0"]
}
resource "aws_vpc_security_group_ingress_rule" "rdp" {
  security_group_id = aws_security_group.win.id
  cidr_ipv4         = "0.0.0.0/0"
  from_port         = 3380
  to_port           = 3390
  ip_protocol       = "tcp"
}
resource "aws_vpc_security_group_ingress_rule" "any" {
  security_group_id = aws_security_group.win.id
  cidr_ipv4         = "0.0.0.0/0"
  ip_protocol       = "-1"
}
`), map[string][]int{"iac/tf-open-ingress": {1, 9, 16, 23}})

	// Web ports from anywhere, SSH from a known range, egress to anywhere.
	check(t, rules(t, "infra/aws_ok.tf", `resource "aws_security_group_rule" "https" {
  type        = "ingress"
  from_port   = 443
  to_port     = 443
  protocol    = "tcp"
  cidr_blocks = ["0.0.0.0/0"]
}
resource "aws_security_group_rule" "ssh" {
  type        = "ingress"
  from_port   = 22
  to_port     = 22
  protocol    = "tcp"
  cidr_blocks = ["10.0.0.0/8"]
}
resource "aws_security_group_rule" "out" {
  type        = "egress"
  from_port   = 0
  to_port     = 0
  protocol    = "-1"
  cidr_blocks = ["0.0.0.0/0"]
}
resource "aws_vpc_security_group_ingress_rule" "https" {
  security_group_id = aws_security_group.web.id
  cidr_ipv4         = "0.0.0.0/0"
  from_port         = 443
  to_port           = 443
  ip_protocol       = "tcp"
}
`), map[string][]int{})

	check(t, rules(t, "infra/azure.tf", `resource "azurerm_network_security_group" "web" {
  name = "web"
  security_rule {
    name                       = "ssh"
    priority                   = 100
    direction                  = "Inbound"
    access                     = "Allow"
    protocol                   = "Tcp"
    source_port_range          = "*"
    destination_port_range     = "22"
    source_address_prefix      = "*"
    destination_address_prefix = "*"
  }
  security_rule {
    name                       = "https"
    priority                   = 110
    direction                  = "Inbound"
    access                     = "Allow"
    protocol                   = "Tcp"
    source_port_range          = "*"
    destination_port_range     = "443"
    source_address_prefix      = "Internet"
    destination_address_prefix = "*"
  }
  security_rule {
    name                       = "deny-rdp"
    priority                   = 120
    direction                  = "Inbound"
    access                     = "Deny"
    protocol                   = "Tcp"
    source_port_range          = "*"
    destination_port_range     = "3389"
    source_address_prefix      = "*"
    destination_address_prefix = "*"
  }
}
resource "azurerm_network_security_rule" "db" {
  name                        = "db"
  direction                   = "Inbound"
  access                      = "Allow"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_ranges     = ["443", "5000-5500"]
  source_address_prefix       = "Internet"
  destination_address_prefix  = "*"
}
resource "azurerm_network_security_rule" "office" {
  name                        = "office"
  direction                   = "Inbound"
  access                      = "Allow"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_range      = "*"
  source_address_prefix       = "203.0.113.0/24"
  destination_address_prefix  = "*"
}
`), map[string][]int{"iac/tf-open-ingress": {1, 37}})

	check(t, rules(t, "infra/gcp.tf", `resource "google_compute_firewall" "ssh" {
  name          = "allow-ssh"
  network       = google_compute_network.main.name
  source_ranges = ["0.0.0.0/0"]
  allow {
    protocol = "icmp"
  }
  allow {
    protocol = "tcp"
    ports    = ["80", "20-30"]
  }
}
resource "google_compute_firewall" "all_tcp" {
  name          = "allow-all-tcp"
  network       = google_compute_network.main.name
  source_ranges = ["0.0.0.0/0"]
  allow {
    protocol = "tcp"
  }
}
resource "google_compute_firewall" "web" {
  name          = "allow-web"
  network       = google_compute_network.main.name
  source_ranges = ["0.0.0.0/0"]
  allow {
    protocol = "tcp"
    ports    = ["80", "443"]
  }
}
resource "google_compute_firewall" "iap" {
  name          = "allow-iap-ssh"
  network       = google_compute_network.main.name
  source_ranges = ["35.235.240.0/20"]
  allow {
    protocol = "tcp"
    ports    = ["22"]
  }
}
resource "google_compute_firewall" "egress" {
  name               = "egress"
  network            = google_compute_network.main.name
  direction          = "EGRESS"
  destination_ranges = ["0.0.0.0/0"]
  source_ranges      = ["0.0.0.0/0"]
  allow {
    protocol = "all"
  }
}
`), map[string][]int{"iac/tf-open-ingress": {1, 13}})
}

// A range holding several sensitive ports is always named by the same one.
func TestTerraformMessageStable(t *testing.T) {
	src := `resource "aws_security_group" "r" {
  ingress {
    from_port   = 20
    to_port     = 10000
    cidr_blocks = ["0.0.0.0/0"]
  }
}
`
	for range 20 {
		res, _ := Engine{}.Run(context.Background(), []*scope.File{{Path: "a.tf", Content: []byte(src)}})
		if len(res.Diagnostics) != 1 || res.Diagnostics[0].Message != "SSH port open to the internet" {
			t.Fatalf("got %+v", res.Diagnostics)
		}
	}
}

// Network ACLs: an inbound allow entry from anywhere on an administration
// port, or on every port, is open; a deny entry for the same ports, an
// egress entry and an entry from a private range are not.
func TestTerraformNetworkACL(t *testing.T) {
	check(t, rules(t, "infra/nacl.tf", `resource "aws_network_acl_rule" "ssh" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 100
  egress         = false
  protocol       = "tcp"
  rule_action    = "allow"
  cidr_block     = "0.0.0.0/0"
  from_port      = 22
  to_port        = 22
}
resource "aws_network_acl_rule" "all" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 110
  protocol       = "-1"
  rule_action    = "allow"
  cidr_block     = "0.0.0.0/0"
}
resource "aws_network_acl" "public" {
  vpc_id = aws_vpc.main.id
  ingress {
    rule_no    = 100
    action     = "allow"
    protocol   = "tcp"
    cidr_block = "0.0.0.0/0"
    from_port  = 3389
    to_port    = 3389
  }
}
`), map[string][]int{"iac/tf-open-ingress": {1, 11, 18}})

	check(t, rules(t, "infra/nacl_ok.tf", `resource "aws_network_acl_rule" "deny_ssh" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 90
  protocol       = "tcp"
  rule_action    = "deny"
  cidr_block     = "0.0.0.0/0"
  from_port      = 22
  to_port        = 22
}
resource "aws_network_acl_rule" "out" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 100
  egress         = true
  protocol       = "-1"
  rule_action    = "allow"
  cidr_block     = "0.0.0.0/0"
}
resource "aws_network_acl_rule" "office_ssh" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 120
  protocol       = "tcp"
  rule_action    = "allow"
  cidr_block     = "10.0.0.0/8"
  from_port      = 22
  to_port        = 22
}
resource "aws_network_acl_rule" "https" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 130
  protocol       = "tcp"
  rule_action    = "allow"
  cidr_block     = "0.0.0.0/0"
  from_port      = 443
  to_port        = 443
}
resource "aws_network_acl" "public" {
  vpc_id = aws_vpc.main.id
  ingress {
    rule_no    = 90
    action     = "deny"
    protocol   = "tcp"
    cidr_block = "0.0.0.0/0"
    from_port  = 22
    to_port    = 22
  }
}
`), map[string][]int{})
}

// Docker's build checks MultipleInstructionsDisallowed and
// DuplicateStageName; a CMD in each of two stages is fine.
func TestDockerStages(t *testing.T) {
	check(t, rules(t, "Dockerfile", `FROM node:20 AS build
CMD ["npm", "test"]
FROM node:20 AS build
USER node
CMD ["node", "a.js"]
ENTRYPOINT ["tini", "--"]
CMD ["node", "server.js"]
`), map[string][]int{"iac/docker-duplicate-stage": {3}, "iac/docker-repeated-start": {5}})

	check(t, rules(t, "Dockerfile", `FROM node:20 AS build
CMD ["npm", "test"]
FROM node:20 AS run
USER node
HEALTHCHECK CMD curl -f http://localhost/ || exit 1
ENTRYPOINT ["tini", "--"]
CMD ["node", "server.js"]
`), map[string][]int{})
}

// A finding covers its whole resource: first line to closing brace.
func TestTerraformResourceSpan(t *testing.T) {
	src := "variable \"x\" {}\n\nresource \"aws_security_group\" \"ssh\" {\n  name = \"ssh\"\n  ingress {\n    from_port   = 22\n    to_port     = 22\n    cidr_blocks = [\"0.0.0.0/0\"]\n  }\n}\n"
	res, _ := Engine{}.Run(context.Background(), []*scope.File{{Path: "a.tf", Content: []byte(src)}})
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].Lines.String() != "3-10" {
		t.Fatalf("diagnostics %+v, want one on lines 3-10", res.Diagnostics)
	}
}

// The high-risk ports beyond administration and databases (AWS Security
// Hub EC2.19): SMB and FTP open to the internet are reported; HTTPS is not.
func TestTerraformMoreSensitivePorts(t *testing.T) {
	check(t, rules(t, "infra/smb.tf", `resource "aws_security_group_rule" "smb" {
  type        = "ingress"
  from_port   = 445
  to_port     = 445
  protocol    = "tcp"
  cidr_blocks = ["0.0.0.0/0"]
}
resource "aws_vpc_security_group_ingress_rule" "ftp" {
  from_port   = 21
  to_port     = 21
  ip_protocol = "tcp"
  cidr_ipv4   = "0.0.0.0/0"
}
resource "aws_security_group_rule" "https" {
  type        = "ingress"
  from_port   = 443
  to_port     = 443
  protocol    = "tcp"
  cidr_blocks = ["0.0.0.0/0"]
}
`), map[string][]int{"iac/tf-open-ingress": {1, 8}})
}

// The other providers' ingress rules (tfsec's no-public-ingress checks for
// OpenStack, DigitalOcean and Nifcloud): SSH, every port and a database
// port from anywhere are reported; HTTPS from anywhere, a known range and
// an egress rule are not.
func TestTerraformOtherProvidersIngress(t *testing.T) {
	check(t, rules(t, "infra/others.tf", `resource "openstack_networking_secgroup_rule_v2" "ssh" {
  direction         = "ingress"
  ethertype         = "IPv4"
  protocol          = "tcp"
  port_range_min    = 22
  port_range_max    = 22
  remote_ip_prefix  = "0.0.0.0/0"
  security_group_id = openstack_networking_secgroup_v2.web.id
}
resource "openstack_networking_secgroup_rule_v2" "any" {
  direction        = "ingress"
  ethertype        = "IPv6"
  remote_ip_prefix = "::/0"
}
resource "openstack_compute_secgroup_v2" "db" {
  name        = "db"
  description = "database"
  rule {
    from_port   = 5432
    to_port     = 5432
    ip_protocol = "tcp"
    cidr        = "0.0.0.0/0"
  }
}
resource "digitalocean_firewall" "web" {
  name = "web"
  inbound_rule {
    protocol         = "tcp"
    port_range       = "443"
    source_addresses = ["0.0.0.0/0", "::/0"]
  }
  inbound_rule {
    protocol         = "tcp"
    port_range       = "22"
    source_addresses = ["0.0.0.0/0", "::/0"]
  }
}
resource "nifcloud_security_group_rule" "rdp" {
  security_group_names = ["win"]
  type                 = "IN"
  from_port            = 3389
  to_port              = 3389
  protocol             = "TCP"
  cidr_ip              = "0.0.0.0/0"
}
`), map[string][]int{"iac/tf-open-ingress": {1, 10, 15, 25, 38}})

	check(t, rules(t, "infra/others_ok.tf", `resource "openstack_networking_secgroup_rule_v2" "https" {
  direction        = "ingress"
  protocol         = "tcp"
  port_range_min   = 443
  port_range_max   = 443
  remote_ip_prefix = "0.0.0.0/0"
}
resource "openstack_networking_secgroup_rule_v2" "ssh_office" {
  direction        = "ingress"
  protocol         = "tcp"
  port_range_min   = 22
  port_range_max   = 22
  remote_ip_prefix = "203.0.113.0/24"
}
resource "digitalocean_firewall" "web" {
  name = "web"
  inbound_rule {
    protocol         = "tcp"
    port_range       = "22"
    source_addresses = ["203.0.113.0/24"]
  }
  inbound_rule {
    protocol         = "icmp"
    source_addresses = ["0.0.0.0/0"]
  }
  outbound_rule {
    protocol              = "tcp"
    port_range            = "1-65535"
    destination_addresses = ["0.0.0.0/0", "::/0"]
  }
}
resource "nifcloud_security_group_rule" "out" {
  security_group_names = ["web"]
  type                 = "OUT"
  from_port            = 22
  cidr_ip              = "0.0.0.0/0"
}
`), map[string][]int{})
}
