resource "aws_security_group" "bastion" { # want "hcl/ingress-wide-public-range"
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

resource "aws_security_group_rule" "db" { # want "hcl/ingress-wide-public-range"
  type              = "ingress"
  description       = "PostgreSQL"
  from_port         = 5432
  to_port           = 5432
  protocol          = "tcp"
  cidr_blocks       = ["52.0.0.0/8"]
  security_group_id = aws_security_group.db.id
}

resource "aws_vpc_security_group_ingress_rule" "all" { # want "hcl/ingress-wide-public-range"
  security_group_id = aws_security_group.app.id
  description       = "Everything from a /6"
  cidr_ipv4         = "64.0.0.0/6"
  ip_protocol       = "-1"
}

resource "aws_security_group_rule" "ssh_v6" { # want "hcl/ingress-wide-public-range"
  type              = "ingress"
  description       = "SSH over IPv6"
  from_port         = 22
  to_port           = 22
  protocol          = "tcp"
  ipv6_cidr_blocks  = ["2000::/3"]
  security_group_id = aws_security_group.bastion.id
}
