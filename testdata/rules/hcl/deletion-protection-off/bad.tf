resource "aws_db_instance" "orders" { # want "hcl/deletion-protection-off: deletion_protection = false"
  engine              = "postgres"
  instance_class      = "db.t3.medium"
  storage_encrypted   = true
  deletion_protection = false
}

resource "google_sql_database_instance" "main" { # want "hcl/deletion-protection-off"
  database_version    = "POSTGRES_15"
  deletion_protection = false
}
