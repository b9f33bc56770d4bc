resource "aws_security_group" "bastion" {
  name        = "bastion"
  description = "Bastion host"
  vpc_id      = aws_vpc.main.id

  ingress {
    description = "SSH from the office"
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["203.0.113.0/24"]
  }

  ingress {
    description = "SSH from the VPC"
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["10.0.0.0/8"]
  }
}

resource "aws_security_group_rule" "https" {
  type              = "ingress"
  description       = "HTTPS from a partner's network"
  from_port         = 443
  to_port           = 443
  protocol          = "tcp"
  cidr_blocks       = ["52.0.0.0/8"]
  security_group_id = aws_security_group.web.id
}

resource "aws_security_group_rule" "egress_wide" {
  type              = "egress"
  description       = "Outbound"
  from_port         = 0
  to_port           = 0
  protocol          = "-1"
  cidr_blocks       = ["52.0.0.0/8"]
  security_group_id = aws_security_group.web.id
}

resource "aws_security_group_rule" "ssh_v6_office" {
  type              = "ingress"
  description       = "SSH from the office's IPv6 prefix"
  from_port         = 22
  to_port           = 22
  protocol          = "tcp"
  ipv6_cidr_blocks  = ["2001:db8:1234::/48"]
  security_group_id = aws_security_group.bastion.id
}

resource "aws_security_group_rule" "ssh_v6_ula" {
  type              = "ingress"
  description       = "SSH from the internal ULA range"
  from_port         = 22
  to_port           = 22
  protocol          = "tcp"
  ipv6_cidr_blocks  = ["fd00::/8"]
  security_group_id = aws_security_group.bastion.id
}
