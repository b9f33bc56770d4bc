resource "google_sql_database_instance" "mysql" { # want "hcl/cloudsql-insecure-flag: database flag local_infile = on"
  database_version = "MYSQL_8_0"
  settings {
    tier = "db-n1-standard-1"
    database_flags {
      name  = "local_infile"
      value = "on"
    }
  }
}

resource "google_sql_database_instance" "pg" { # want "hcl/cloudsql-insecure-flag"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-1-3840"
    database_flags {
      name  = "log_connections"
      value = "off"
    }
  }
}

resource "google_sql_database_instance" "audit" { # want "hcl/cloudsql-insecure-flag: database flag cloudsql.enable_pgaudit = off"
  name             = "audit"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-2-7680"
    database_flags {
      name  = "cloudsql.enable_pgaudit"
      value = "off"
    }
  }
}

resource "google_sql_database_instance" "quiet" { # want "hcl/cloudsql-insecure-flag: database flag log_statement = none"
  name             = "quiet"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-custom-2-7680"
    database_flags {
      name  = "log_statement"
      value = "none"
    }
  }
}
