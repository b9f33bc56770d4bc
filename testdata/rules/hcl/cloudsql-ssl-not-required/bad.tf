resource "google_sql_database_instance" "main" { # want "hcl/cloudsql-ssl-not-required"
  name             = "main"
  database_version = "POSTGRES_16"
  region           = "europe-west1"
  settings {
    tier = "db-custom-2-7680"
    ip_configuration {
      ipv4_enabled    = false
      private_network = google_compute_network.vpc.id
    }
  }
}

resource "google_sql_database_instance" "bare" { # want "hcl/cloudsql-ssl-not-required"
  name             = "bare"
  database_version = "MYSQL_8_0"
  settings {
    tier = "db-f1-micro"
  }
}
