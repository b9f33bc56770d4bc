resource "google_sql_database_instance" "mysql" {
  database_version = "MYSQL_8_0"
  settings {
    tier = "db-n1-standard-1"
    database_flags {
      name  = "local_infile" # want "hcl/cloudsql-insecure-flag: database flag local_infile = on"
      value = "on"
    }
  }
}

resource "google_sql_database_instance" "pg" {
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-1-3840"
    database_flags {
      name  = "log_connections" # want "hcl/cloudsql-insecure-flag"
      value = "off"
    }
  }
}
