resource "aws_db_instance" "orders" {
  engine                    = "postgres"
  instance_class            = "db.t3.medium"
  skip_final_snapshot       = false
  final_snapshot_identifier = "orders-final"
}

resource "aws_s3_bucket" "invoices" {
  bucket = "invoices"
}

resource "aws_s3_bucket" "scratch" {
  bucket        = "scratch"
  force_destroy = var.ephemeral
}

resource "aws_secretsmanager_secret" "db" {
  name                    = "prod/db"
  recovery_window_in_days = 30
}
