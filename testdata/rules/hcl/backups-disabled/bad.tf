resource "aws_db_instance" "orders" {
  engine                  = "postgres"
  backup_retention_period = 0 # want "hcl/backups-disabled"
}

resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    backup_configuration {
      enabled = false # want "hcl/backups-disabled"
    }
  }
}
