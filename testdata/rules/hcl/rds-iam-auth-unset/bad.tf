resource "aws_db_instance" "app" { # want "hcl/rds-iam-auth-unset"
  identifier                  = "app"
  engine                      = "postgres"
  engine_version              = "16.3"
  instance_class              = "db.t4g.medium"
  allocated_storage           = 50
  storage_encrypted           = true
  manage_master_user_password = true
  username                    = "app"
}

resource "aws_rds_cluster" "orders" { # want "hcl/rds-iam-auth-unset"
  cluster_identifier          = "orders"
  engine                      = "aurora-mysql"
  engine_version              = "8.0.mysql_aurora.3.05.2"
  master_username             = "admin"
  manage_master_user_password = true
  storage_encrypted           = true
}

variable "engine" {
  type    = string
  default = "mysql"
}

resource "aws_db_instance" "reports" { # want "hcl/rds-iam-auth-unset"
  identifier        = "reports"
  engine            = var.engine
  instance_class    = "db.t4g.small"
  allocated_storage = 20
  storage_encrypted = true
  username          = "reports"
  password          = var.db_password
}
