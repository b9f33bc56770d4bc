resource "google_sql_database_instance" "pg" { # want "hcl/cloudsql-insecure-flag: database flag log_checkpoints" "hcl/cloudsql-insecure-flag: database flag log_temp_files" "hcl/cloudsql-insecure-flag: database flag log_min_duration_statement"
  name             = "pg"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    database_flags {
      name  = "log_checkpoints"
      value = "off"
    }
    database_flags {
      name  = "log_temp_files"
      value = "-1"
    }
    database_flags {
      name  = "log_min_duration_statement"
      value = "0"
    }
  }
}

resource "google_sql_database_instance" "pg_errors" { # want "hcl/cloudsql-insecure-flag: database flag log_min_messages" "hcl/cloudsql-insecure-flag: database flag log_min_error_statement"
  name             = "pg-errors"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    database_flags {
      name  = "log_min_messages"
      value = "fatal"
    }
    database_flags {
      name  = "log_min_error_statement"
      value = "PANIC"
    }
  }
}
