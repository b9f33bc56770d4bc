resource "aws_db_instance" "orders" { # want "hcl/redundancy-turned-off: multi_az = false"
  engine         = "postgres"
  instance_class = "db.m6g.large"
  multi_az       = false
}

resource "aws_lb" "nlb" { # want "hcl/redundancy-turned-off: enable_cross_zone_load_balancing = false"
  name                             = "nlb"
  load_balancer_type               = "network"
  enable_cross_zone_load_balancing = false
}

resource "aws_elb" "classic" { # want "hcl/redundancy-turned-off"
  name                      = "classic"
  availability_zones        = ["eu-west-1a", "eu-west-1b"]
  cross_zone_load_balancing = false
  listener {
    instance_port     = 8080
    instance_protocol = "tcp"
    lb_port           = 443
    lb_protocol       = "tcp"
  }
}

resource "azurerm_mysql_flexible_server" "m" { # want "hcl/redundancy-turned-off: geo_redundant_backup_enabled = false"
  name                         = "m"
  resource_group_name          = "rg"
  location                     = "westeurope"
  geo_redundant_backup_enabled = false
}
