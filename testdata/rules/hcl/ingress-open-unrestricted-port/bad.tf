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
