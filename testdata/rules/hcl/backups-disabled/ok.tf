resource "aws_db_instance" "orders" {
  engine                  = "postgres"
  backup_retention_period = 14
}

resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    backup_configuration {
      enabled                        = true
      point_in_time_recovery_enabled = true
    }
  }
}
