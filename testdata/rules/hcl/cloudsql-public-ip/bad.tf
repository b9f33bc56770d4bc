resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-2-7680"
    ip_configuration { # want "hcl/cloudsql-public-ip"
      ssl_mode = "ENCRYPTED_ONLY"
    }
  }
}
