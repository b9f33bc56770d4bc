resource "aws_db_instance" "orders" { # want "hcl/database-deletion-protection-unset"
  identifier              = "orders"
  engine                  = "postgres"
  engine_version          = "16.3"
  instance_class          = "db.t4g.medium"
  allocated_storage       = 50
  username                = "orders"
  manage_master_user_password = true
  backup_retention_period = 7
  skip_final_snapshot     = false
  final_snapshot_identifier = "orders-final"
}

resource "aws_rds_cluster" "billing" { # want "hcl/database-deletion-protection-unset"
  cluster_identifier      = "billing"
  engine                  = "aurora-postgresql"
  master_username         = "billing"
  manage_master_user_password = true
  backup_retention_period = 14
  lifecycle {
    ignore_changes = [engine_version]
  }
}

resource "aws_docdb_cluster" "catalog" { # want "hcl/database-deletion-protection-unset"
  cluster_identifier = "catalog"
  engine             = "docdb"
  master_username    = "catalog"
  master_password    = var.docdb_password
}

resource "aws_dynamodb_table" "sessions" { # want "hcl/database-deletion-protection-unset"
  name         = "sessions"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"
  attribute {
    name = "id"
    type = "S"
  }
  point_in_time_recovery {
    enabled = true
  }
}
