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
