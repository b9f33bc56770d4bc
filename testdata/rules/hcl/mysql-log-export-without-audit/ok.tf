resource "aws_rds_cluster" "orders" {
  cluster_identifier              = "orders"
  engine                          = "aurora-mysql"
  master_username                 = "admin"
  manage_master_user_password     = true
  storage_encrypted               = true
  enabled_cloudwatch_logs_exports = ["audit", "error", "slowquery"]
}

# PostgreSQL has no "audit" log type (pgaudit writes to the postgresql log)
resource "aws_db_instance" "billing" {
  identifier                      = "billing"
  engine                          = "postgres"
  instance_class                  = "db.t4g.medium"
  allocated_storage               = 50
  storage_encrypted               = true
  username                        = "billing"
  manage_master_user_password     = true
  enabled_cloudwatch_logs_exports = ["postgresql", "upgrade"]
}

resource "aws_db_instance" "shop" {
  identifier                      = "shop"
  engine                          = "mysql"
  instance_class                  = "db.t4g.medium"
  allocated_storage               = 50
  storage_encrypted               = true
  username                        = "shop"
  manage_master_user_password     = true
  enabled_cloudwatch_logs_exports = var.log_exports
}
