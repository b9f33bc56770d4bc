resource "google_sql_database_instance" "main" {
  name             = "app-mysql"
  database_version = "MYSQL_8_0"
  region           = "europe-west1"

  settings {
    tier = "db-n1-standard-1"
    ip_configuration {
      ipv4_enabled    = false
      private_network = google_compute_network.app.id
      ssl_mode        = "ENCRYPTED_ONLY"
    }
  }
}

resource "google_sql_user" "root" { # want "hcl/cloudsql-root-without-password"
  name     = "root"
  instance = google_sql_database_instance.main.name
  host     = "%"
}
