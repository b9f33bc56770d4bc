variable "deletion_protection" {
  type    = bool
  default = true
}

resource "aws_db_instance" "orders" {
  identifier          = "orders"
  engine              = "postgres"
  instance_class      = "db.t4g.medium"
  allocated_storage   = 50
  deletion_protection = true
}

resource "aws_rds_cluster" "billing" {
  cluster_identifier  = "billing"
  engine              = "aurora-postgresql"
  deletion_protection = var.deletion_protection
}

# An Aurora member: deletion protection is the cluster's setting.
resource "aws_rds_cluster_instance" "billing" {
  count              = 2
  cluster_identifier = aws_rds_cluster.billing.id
  instance_class     = "db.r6g.large"
  engine             = aws_rds_cluster.billing.engine
}

resource "aws_db_instance" "member" {
  identifier         = "billing-3"
  cluster_identifier = aws_rds_cluster.billing.id
  instance_class     = "db.r6g.large"
  engine             = "aurora-postgresql"
}

# A read replica holds a copy of the primary's data.
resource "aws_db_instance" "orders_replica" {
  identifier          = "orders-replica"
  replicate_source_db = aws_db_instance.orders.identifier
  instance_class      = "db.t4g.medium"
}

# Terraform's own guard against destroy and replacement.
resource "aws_neptune_cluster" "graph" {
  cluster_identifier = "graph"
  engine             = "neptune"
  lifecycle {
    prevent_destroy = true
  }
}

resource "aws_dynamodb_table" "sessions" {
  name                        = "sessions"
  billing_mode                = "PAY_PER_REQUEST"
  hash_key                    = "id"
  deletion_protection_enabled = true
  attribute {
    name = "id"
    type = "S"
  }
  point_in_time_recovery {
    enabled = true
  }
}

resource "aws_dynamodb_table" "cache" {
  name                        = "cache"
  hash_key                    = "id"
  deletion_protection_enabled = var.environment == "prod"
  attribute {
    name = "id"
    type = "S"
  }
  point_in_time_recovery {
    enabled = true
  }
}
