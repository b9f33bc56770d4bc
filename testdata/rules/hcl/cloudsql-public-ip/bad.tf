resource "google_sql_database_instance" "main" { # want "hcl/cloudsql-public-ip"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-2-7680"
    ip_configuration {
      ssl_mode = "ENCRYPTED_ONLY"
    }
  }
}
