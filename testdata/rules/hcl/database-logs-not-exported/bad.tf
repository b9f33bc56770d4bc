resource "aws_db_instance" "orders" { # want "hcl/database-logs-not-exported: aws_db_instance sets no enabled_cloudwatch_logs_exports"
  identifier              = "orders"
  engine                  = "postgres"
  engine_version          = "16.3"
  instance_class          = "db.t4g.medium"
  allocated_storage       = 50
  storage_encrypted       = true
  username                = "orders"
  manage_master_user_password = true
  backup_retention_period = 7
  deletion_protection     = true
}
