resource "aws_db_instance" "orders" { # want "hcl/backups-disabled"
  engine                  = "postgres"
  backup_retention_period = 0
}

resource "google_sql_database_instance" "main" { # want "hcl/backups-disabled"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    backup_configuration {
      enabled = false
    }
  }
}

resource "aws_db_instance" "legacy" { # want "hcl/backups-disabled"
  engine                  = "postgres"
  backup_retention_period = "0"
}
