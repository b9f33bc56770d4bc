resource "google_sql_database_instance" "main" { # want "hcl/cloudsql-backups-unset"
  name             = "main"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-2-7680"
    ip_configuration {
      ipv4_enabled = false
    }
  }
}
