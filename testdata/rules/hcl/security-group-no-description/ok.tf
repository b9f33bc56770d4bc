resource "aws_security_group" "web" {
  name        = "web"
  description = "Web servers behind the public load balancer"
  vpc_id      = aws_vpc.main.id
}

resource "aws_security_group_rule" "https" {
  description       = "HTTPS from the internal network"
  type              = "ingress"
  from_port         = 443
  to_port           = 443
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/8"]
  security_group_id = aws_security_group.web.id
}

resource "openstack_networking_secgroup_v2" "web" {
  name        = "web"
  description = "HTTPS from the load balancer"
}

resource "nifcloud_security_group" "web" {
  group_name  = "web"
  description = "web servers"
}

resource "aws_security_group" "api" {
  name        = "api"
  description = "API servers"
  vpc_id      = aws_vpc.main.id
  ingress {
    description = "HTTPS from the VPC"
    from_port   = 8443
    to_port     = 8443
    protocol    = "tcp"
    cidr_blocks = ["10.0.0.0/8"]
  }
}

resource "aws_network_acl" "private" {
  vpc_id = aws_vpc.main.id
  ingress {
    protocol   = "tcp"
    rule_no    = 100
    action     = "allow"
    cidr_block = "10.0.0.0/8"
    from_port  = 443
    to_port    = 443
  }
}

resource "aws_vpc_security_group_ingress_rule" "https" {
  security_group_id = aws_security_group.api.id
  description       = "HTTPS from the VPC"
  cidr_ipv4         = "10.0.0.0/8"
  from_port         = 443
  to_port           = 443
  ip_protocol       = "tcp"
}
