resource "aws_lightsail_instance_public_ports" "web" { # want "hcl/lightsail-port-open-to-internet"
  instance_name = aws_lightsail_instance.web.name

  port_info {
    protocol  = "tcp"
    from_port = 22
    to_port   = 22
  }

  port_info {
    protocol  = "tcp"
    from_port = 443
    to_port   = 443
  }
}

resource "aws_lightsail_instance_public_ports" "db" { # want "hcl/lightsail-port-open-to-internet"
  instance_name = aws_lightsail_instance.db.name

  port_info {
    protocol  = "tcp"
    from_port = 3306
    to_port   = 3306
    cidrs     = ["0.0.0.0/0"]
  }
}
