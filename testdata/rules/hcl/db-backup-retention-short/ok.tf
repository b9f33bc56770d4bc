resource "aws_db_instance" "orders" {
  identifier              = "orders"
  engine                  = "postgres"
  engine_version          = "16.3"
  instance_class          = "db.t4g.medium"
  allocated_storage       = 50
  storage_encrypted       = true
  username                = "orders"
  manage_master_user_password = true
  backup_retention_period = 14
}

resource "aws_db_instance" "orders_replica" {
  identifier          = "orders-replica"
  replicate_source_db = aws_db_instance.orders.identifier
  instance_class      = "db.t4g.medium"
  storage_encrypted   = true
}

resource "aws_rds_cluster" "reports" {
  cluster_identifier      = "reports"
  engine                  = "aurora-postgresql"
  master_username         = "reports"
  manage_master_user_password = true
  storage_encrypted       = true
  backup_retention_period = var.backup_days
}

# the provider's default is left to the service (1 day): not reported
resource "aws_db_instance" "sandbox" {
  identifier        = "sandbox"
  engine            = "mysql"
  instance_class    = "db.t4g.micro"
  allocated_storage = 20
  storage_encrypted = true
  username          = "sandbox"
  password          = var.sandbox_password
}

# 0 turns backups off: hcl/backups-disabled's
resource "aws_db_instance" "scratch" {
  identifier              = "scratch"
  engine                  = "mysql"
  instance_class          = "db.t4g.micro"
  allocated_storage       = 20
  storage_encrypted       = true
  backup_retention_period = 0
}

resource "aws_neptune_cluster" "graph" {
  cluster_identifier      = "graph"
  storage_encrypted       = true
  backup_retention_period = 7
}
