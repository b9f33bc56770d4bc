resource "aws_db_instance" "orders" {
  engine              = "postgres"
  instance_class      = "db.t3.medium"
  storage_encrypted   = true
  deletion_protection = true
}

resource "aws_db_instance" "orders_replica" {
  replicate_source_db = aws_db_instance.orders.identifier
  instance_class      = "db.t3.medium"
}

resource "aws_rds_cluster" "main" {
  engine              = "aurora-postgresql"
  deletion_protection = var.protect
}

resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_15"
}

# left at the default: an opt-in guard, reported only when written off
resource "aws_rds_cluster" "analytics" {
  engine            = "aurora-postgresql"
  storage_encrypted = true
}
