resource "aws_db_instance" "orders" { # want "hcl/db-backup-retention-short"
  identifier                  = "orders"
  engine                      = "postgres"
  engine_version              = "16.3"
  instance_class              = "db.t4g.medium"
  allocated_storage           = 50
  storage_encrypted           = true
  username                    = "orders"
  manage_master_user_password = true
  backup_retention_period     = 1
}

resource "aws_rds_cluster" "reports" { # want "hcl/db-backup-retention-short"
  cluster_identifier      = "reports"
  engine                  = "aurora-postgresql"
  master_username         = "reports"
  manage_master_user_password = true
  storage_encrypted       = true
  backup_retention_period = 3
}

resource "aws_docdb_cluster" "catalog" { # want "hcl/db-backup-retention-short"
  cluster_identifier      = "catalog"
  master_username         = "catalog"
  master_password         = var.catalog_password
  storage_encrypted       = true
  backup_retention_period = "1"
}
