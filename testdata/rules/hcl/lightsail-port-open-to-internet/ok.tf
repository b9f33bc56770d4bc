resource "aws_lightsail_instance_public_ports" "web" {
  instance_name = aws_lightsail_instance.web.name

  port_info {
    protocol  = "tcp"
    from_port = 80
    to_port   = 80
  }

  port_info {
    protocol  = "tcp"
    from_port = 443
    to_port   = 443
  }

  port_info {
    protocol  = "tcp"
    from_port = 22
    to_port   = 22
    cidrs     = ["203.0.113.0/24"]
  }

  port_info {
    protocol  = "tcp"
    from_port = 3389
    to_port   = 3389
    cidrs     = var.admin_cidrs
  }

  port_info {
    protocol  = "icmp"
    from_port = 0
    to_port   = -1
  }
}

# a security group's rule is another check's
resource "aws_security_group_rule" "ssh" {
  type              = "ingress"
  from_port         = 22
  to_port           = 22
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/8"]
  security_group_id = aws_security_group.web.id
}
