package iac

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Each provider's rule reads its sources as address ranges: a /0 written
// with any address is open, a public /8 is as good as open, a private
// prefix written too short is Medium, a narrower public range Low; a
// private range or one address is not reported.
func TestIngressSourcesAsRanges(t *testing.T) {
	type want struct {
		rule string
		sev  finding.Severity
		msg  string
	}
	for _, tc := range []struct {
		name, src string
		want      *want
	}{
		{"sg /0 written with an address", `resource "aws_security_group" "a" {
  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["127.0.0.0/0"]
  }
}`, &want{"iac/tf-open-ingress", finding.High, "SSH port open to the internet: 127.0.0.0/0 is every IPv4 address"}},
		{"sg rule, a public /2", `resource "aws_security_group_rule" "a" {
  type              = "ingress"
  from_port         = 0
  to_port           = 0
  protocol          = "-1"
  cidr_blocks       = ["127.0.0.0/2"]
  security_group_id = aws_security_group.a.id
}`, &want{"iac/tf-open-ingress", finding.High, "Every port open to 1/4 of all IPv4 addresses: 127.0.0.0/2 is 64.0.0.0-127.255.255.255"}},
		{"vpc ingress rule, a spilled private prefix", `resource "aws_vpc_security_group_ingress_rule" "a" {
  security_group_id = aws_security_group.a.id
  cidr_ipv4         = "172.16.0.0/11"
  from_port         = 5432
  to_port           = 5432
  ip_protocol       = "tcp"
}`, &want{"iac/tf-ingress-prefix-spill", finding.Medium, "PostgreSQL port open to the public 172.0.0.0-172.15.255.255: 172.16.0.0/11 reaches past the Private-Use range 172.16.0.0/12"}},
		{"nacl rule, a narrow public range", `resource "aws_network_acl_rule" "a" {
  network_acl_id = aws_network_acl.a.id
  rule_number    = 100
  egress         = false
  protocol       = "tcp"
  rule_action    = "allow"
  cidr_block     = "52.1.2.0/24"
  from_port      = 22
  to_port        = 22
}`, &want{"iac/tf-ingress-public-range", finding.Low, "52.1.2.0/24 admits 256 public addresses (52.1.2.0-52.1.2.255) to SSH: is every one of them yours?"}},
		{"nacl, a spilled /15", `resource "aws_network_acl" "a" {
  vpc_id = aws_vpc.a.id
  ingress {
    protocol   = "tcp"
    rule_no    = 100
    action     = "allow"
    cidr_block = "192.168.0.0/15"
    from_port  = 3389
    to_port    = 3389
  }
}`, &want{"iac/tf-ingress-prefix-spill", finding.Medium, "192.169.0.0-192.169.255.255"}},
		{"default nacl, 10.0.0.0/7 on every port", `resource "aws_default_network_acl" "a" {
  default_network_acl_id = aws_vpc.a.default_network_acl_id
  ingress {
    protocol   = -1
    rule_no    = 100
    action     = "allow"
    cidr_block = "10.0.0.0/7"
    from_port  = 0
    to_port    = 0
  }
}`, &want{"iac/tf-ingress-prefix-spill", finding.Medium, "Every port open to the public 11.0.0.0-11.255.255.255"}},
		{"azure rule", `resource "azurerm_network_security_rule" "a" {
  name                        = "ssh"
  direction                   = "Inbound"
  access                      = "Allow"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_range      = "22"
  source_address_prefix       = "169.254.0.0/15"
  destination_address_prefix  = "*"
}`, &want{"iac/tf-ingress-prefix-spill", finding.Medium, "Link Local"}},
		{"azure nsg block, an IPv6 /0", `resource "azurerm_network_security_group" "a" {
  security_rule {
    name                       = "rdp"
    direction                  = "Inbound"
    access                     = "Allow"
    protocol                   = "Tcp"
    source_port_range          = "*"
    destination_port_range     = "3389"
    source_address_prefixes    = ["10.0.0.0/8", "2001:db8::/0"]
    destination_address_prefix = "*"
  }
}`, &want{"iac/tf-open-ingress", finding.High, "2001:db8::/0 is every IPv6 address"}},
		{"gcp firewall", `resource "google_compute_firewall" "a" {
  name          = "ssh"
  network       = "default"
  source_ranges = ["0.0.0.0/1", "128.0.0.0/1"]
  allow {
    protocol = "tcp"
    ports    = ["22"]
  }
}`, &want{"iac/tf-open-ingress", finding.High, "1/2 of all IPv4 addresses"}},
		{"openstack", `resource "openstack_networking_secgroup_rule_v2" "a" {
  direction         = "ingress"
  ethertype         = "IPv4"
  protocol          = "tcp"
  port_range_min    = 22
  port_range_max    = 22
  remote_ip_prefix  = "100.0.0.0/9"
  security_group_id = openstack_networking_secgroup_v2.a.id
}`, &want{"iac/tf-ingress-public-range", finding.Low, "4,194,304 public addresses (100.0.0.0-100.63.255.255)"}},
		{"private, one address, a service range", `resource "aws_security_group" "ok" {
  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "203.0.113.10/32"]
    ipv6_cidr_blocks = ["fd00::/8", "2600:1f18:aaaa::1/128"]
  }
}
resource "google_compute_firewall" "iap" {
  name          = "iap"
  network       = "default"
  source_ranges = ["35.235.240.0/20"]
  allow {
    protocol = "tcp"
    ports    = ["22", "3389"]
  }
}`, nil},
		{"a public range on a web port", `resource "aws_security_group" "web" {
  ingress {
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["52.1.2.0/24", "172.16.0.0/11"]
  }
}`, nil},
	} {
		res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "main.tf", Content: []byte(tc.src)}})
		if err != nil {
			t.Fatal(err)
		}
		ds := res.Diagnostics
		if tc.want == nil {
			if len(ds) > 0 {
				t.Errorf("%s: %s %s", tc.name, ds[0].Rule, ds[0].Message)
			}
			continue
		}
		if len(ds) != 1 {
			t.Errorf("%s: %d findings, want 1 %s", tc.name, len(ds), tc.want.rule)
			continue
		}
		d := ds[0]
		if d.Rule != tc.want.rule || d.Severity != tc.want.sev || !strings.Contains(d.Message, tc.want.msg) {
			t.Errorf("%s: %s %v %q, want %s %v containing %q", tc.name, d.Rule, d.Severity, d.Message, tc.want.rule, tc.want.sev, tc.want.msg)
		}
	}
}

// CloudFormation's ingress rules read their CidrIp the same way.
func TestCloudFormationIngressRanges(t *testing.T) {
	src := `Resources:
  Open:
    Type: AWS::EC2::SecurityGroupIngress
    Properties:
      GroupId: !Ref Sg
      IpProtocol: tcp
      FromPort: 22
      ToPort: 22
      CidrIp: 10.1.2.3/0
  Spill:
    Type: AWS::EC2::SecurityGroupIngress
    Properties:
      GroupId: !Ref Sg
      IpProtocol: tcp
      FromPort: 3306
      ToPort: 3306
      CidrIp: 172.16.0.0/11
  Office:
    Type: AWS::EC2::SecurityGroupIngress
    Properties:
      GroupId: !Ref Sg
      IpProtocol: tcp
      FromPort: 22
      ToPort: 22
      CidrIp: 52.1.2.3/32
  Vpc:
    Type: AWS::EC2::SecurityGroupIngress
    Properties:
      GroupId: !Ref Sg
      IpProtocol: "-1"
      CidrIp: 10.0.0.0/16
`
	check(t, rules(t, "template.yaml", src), map[string][]int{"iac/cfn-open-ingress": {9}, "iac/cfn-ingress-prefix-spill": {17}})
}

// The ranges hcl/ingress-wide-public-range approximated with regular
// expressions are the engine's: each is as good as open on the port it
// admits, and one finding speaks for it.
func TestWidePublicRangesAreOpen(t *testing.T) {
	src := `
resource "aws_security_group" "bastion" {
  name        = "bastion"
  description = "Bastion host"
  vpc_id      = aws_vpc.main.id

  ingress {
    description = "SSH"
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/1", "128.0.0.0/1"]
  }
}

resource "aws_security_group_rule" "db" {
  type              = "ingress"
  description       = "PostgreSQL"
  from_port         = 5432
  to_port           = 5432
  protocol          = "tcp"
  cidr_blocks       = ["52.0.0.0/8"]
  security_group_id = aws_security_group.db.id
}

resource "aws_vpc_security_group_ingress_rule" "all" {
  security_group_id = aws_security_group.app.id
  description       = "Everything from a /6"
  cidr_ipv4         = "64.0.0.0/6"
  ip_protocol       = "-1"
}

resource "aws_security_group_rule" "ssh_v6" {
  type              = "ingress"
  description       = "SSH over IPv6"
  from_port         = 22
  to_port           = 22
  protocol          = "tcp"
  ipv6_cidr_blocks  = ["2000::/3"]
  security_group_id = aws_security_group.bastion.id
}
`
	check(t, rules(t, "main.tf", src), map[string][]int{"iac/tf-open-ingress": {2, 16, 26, 33}})
}

// A list of rules is one finding, its most severe rule's: an office's
// narrow public range first does not hide the open one after it.
func TestIngressListWorstRule(t *testing.T) {
	src := `resource "aws_security_group" "a" {
  ingress = [
    { from_port = 22, to_port = 22, protocol = "tcp", cidr_blocks = ["52.1.2.0/24"] },
    { from_port = 0, to_port = 0, protocol = "-1", cidr_blocks = ["0.0.0.0/0"] },
  ]
}
`
	check(t, rules(t, "main.tf", src), map[string][]int{"iac/tf-open-ingress": {1}})
}
