resource "aws_security_group" "web" { # want "hcl/security-group-no-description"
  name   = "web"
  vpc_id = aws_vpc.main.id
}

resource "aws_security_group_rule" "https" { # want "hcl/security-group-no-description"
  type              = "ingress"
  from_port         = 443
  to_port           = 443
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/8"]
  security_group_id = aws_security_group.web.id
}

resource "openstack_networking_secgroup_v2" "web" { # want "hcl/security-group-no-description"
  name = "web"
}

resource "nifcloud_security_group" "web" { # want "hcl/security-group-no-description"
  group_name        = "web"
  availability_zone = "east-11"
}

resource "aws_security_group" "api" { # want "hcl/security-group-no-description"
  name        = "api"
  description = "API servers"
  vpc_id      = aws_vpc.main.id
  ingress {
    from_port   = 8443
    to_port     = 8443
    protocol    = "tcp"
    cidr_blocks = ["10.0.0.0/8"]
  }
}

resource "aws_vpc_security_group_ingress_rule" "https" { # want "hcl/security-group-no-description"
  security_group_id = aws_security_group.api.id
  cidr_ipv4         = "10.0.0.0/8"
  from_port         = 443
  to_port           = 443
  ip_protocol       = "tcp"
}
