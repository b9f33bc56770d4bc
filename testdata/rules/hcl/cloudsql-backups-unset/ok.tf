resource "google_sql_database_instance" "main" {
  name             = "main"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-2-7680"
    backup_configuration {
      enabled                        = true
      point_in_time_recovery_enabled = true
    }
  }
}

resource "google_sql_database_instance" "replica" {
  name                 = "replica"
  database_version     = "POSTGRES_15"
  master_instance_name = google_sql_database_instance.main.name
  settings {
    tier = "db-custom-2-7680"
  }
}
