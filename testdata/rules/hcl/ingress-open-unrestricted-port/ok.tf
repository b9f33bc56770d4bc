resource "aws_security_group" "lb" {
  name        = "public-lb"
  description = "Public load balancer"
  vpc_id      = aws_vpc.main.id

  ingress {
    description = "HTTPS from the internet"
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }

  ingress {
    description = "HTTP, redirected to HTTPS"
    from_port   = 80
    to_port     = 80
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }

  ingress {
    description     = "App port from the load balancer only"
    from_port       = 3000
    to_port         = 3000
    protocol        = "tcp"
    security_groups = [aws_security_group.lb_internal.id]
  }

  egress {
    description = "Anywhere"
    from_port   = 8080
    to_port     = 8080
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_security_group_rule" "app_from_vpc" {
  type              = "ingress"
  description       = "App port from the VPC"
  from_port         = 8080
  to_port           = 8080
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/16"]
  security_group_id = aws_security_group.app.id
}

resource "aws_security_group_rule" "egress_any" {
  type              = "egress"
  description       = "Outbound to anywhere"
  from_port         = 8443
  to_port           = 8443
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.app.id
}

resource "aws_security_group_rule" "ping" {
  type              = "ingress"
  description       = "ICMP echo"
  from_port         = 8
  to_port           = 8
  protocol          = "icmp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.app.id
}

resource "aws_network_acl" "public" {
  vpc_id = aws_vpc.main.id

  ingress {
    protocol   = "tcp"
    rule_no    = 100
    action     = "allow"
    cidr_block = "0.0.0.0/0"
    from_port  = 8080
    to_port    = 8080
  }
}

# a VPN server exists to be reached from anywhere
resource "aws_security_group_rule" "wireguard" {
  type              = "ingress"
  description       = "WireGuard"
  from_port         = 51820
  to_port           = 51820
  protocol          = "udp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.vpn.id
}

resource "aws_security_group_rule" "smtp_submission" {
  type              = "ingress"
  description       = "SMTP submission"
  from_port         = 587
  to_port           = 587
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/0"]
  security_group_id = aws_security_group.mail.id
}

resource "aws_security_group" "internal" {
  name   = "internal"
  vpc_id = aws_vpc.main.id

  ingress {
    description = "App from the VPC and the peered networks"
    from_port   = 3000
    to_port     = 3000
    protocol    = "tcp"
    cidr_blocks = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8"]
  }

  ingress {
    description      = "App from the ULA range"
    from_port        = 3000
    to_port          = 3000
    protocol         = "tcp"
    ipv6_cidr_blocks = ["fd00::/8"]
  }
}

resource "aws_security_group_rule" "https_partner" {
  type              = "ingress"
  description       = "HTTPS from a partner's /8"
  from_port         = 443
  to_port           = 443
  protocol          = "tcp"
  cidr_blocks       = ["52.0.0.0/8"]
  security_group_id = aws_security_group.web.id
}

resource "aws_security_group_rule" "office_app" {
  type              = "ingress"
  description       = "App from the office"
  from_port         = 3000
  to_port           = 3000
  protocol          = "tcp"
  cidr_blocks       = ["52.1.2.0/24"]
  security_group_id = aws_security_group.app.id
}
