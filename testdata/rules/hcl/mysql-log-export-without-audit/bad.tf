resource "aws_rds_cluster" "orders" { # want "hcl/mysql-log-export-without-audit"
  cluster_identifier              = "orders"
  engine                          = "aurora-mysql"
  engine_version                  = "8.0.mysql_aurora.3.05.2"
  master_username                 = "admin"
  manage_master_user_password     = true
  storage_encrypted               = true
  enabled_cloudwatch_logs_exports = ["error", "slowquery"]
}

resource "aws_db_instance" "shop" { # want "hcl/mysql-log-export-without-audit"
  identifier                      = "shop"
  enabled_cloudwatch_logs_exports = ["error", "general"]
  engine                          = "mariadb"
  instance_class                  = "db.t4g.medium"
  allocated_storage               = 50
  storage_encrypted               = true
  username                        = "shop"
  manage_master_user_password     = true
}
