resource "aws_security_group" "app" { # want "hcl/ingress-open-unrestricted-port"
  name        = "app"
  description = "Application servers"
  vpc_id      = aws_vpc.main.id

  ingress {
    description = "Node.js app"
    from_port   = 3000
    to_port     = 3000
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_security_group_rule" "grafana" { # want "hcl/ingress-open-unrestricted-port"
  type              = "ingress"
  description       = "Grafana"
  from_port         = "8080"
  to_port           = "8080"
  protocol          = "tcp"
  ipv6_cidr_blocks  = ["::/0"]
  security_group_id = aws_security_group.monitoring.id
}

resource "aws_vpc_security_group_ingress_rule" "rabbitmq" { # want "hcl/ingress-open-unrestricted-port"
  security_group_id = aws_security_group.queue.id
  description       = "AMQP"
  cidr_ipv4         = var.allowed_cidr
  from_port         = 5672
  ip_protocol       = "tcp"
  to_port           = 5672
}

variable "allowed_cidr" {
  type    = string
  default = "0.0.0.0/0"
}

resource "aws_security_group_rule" "node_exporter" { # want "hcl/ingress-open-unrestricted-port"
  type              = "ingress"
  description       = "Prometheus node exporter from both halves of IPv4"
  from_port         = 9100
  to_port           = 9100
  protocol          = "tcp"
  cidr_blocks       = ["0.0.0.0/1", "128.0.0.0/1"]
  security_group_id = aws_security_group.monitoring.id
}

resource "aws_vpc_security_group_ingress_rule" "api" { # want "hcl/ingress-open-unrestricted-port"
  security_group_id = aws_security_group.api.id
  description       = "API: the host bits of a /0 do not count"
  cidr_ipv4         = "10.1.2.3/0"
  from_port         = 8080
  to_port           = 8080
  ip_protocol       = "tcp"
}

resource "aws_security_group" "v6" { # want "hcl/ingress-open-unrestricted-port"
  name   = "v6"
  vpc_id = aws_vpc.main.id

  ingress {
    description      = "gRPC from all of global unicast"
    from_port        = 50051
    to_port          = 50051
    protocol         = "tcp"
    ipv6_cidr_blocks = ["2000::/3"]
  }
}
