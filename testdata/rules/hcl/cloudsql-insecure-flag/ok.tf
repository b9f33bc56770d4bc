resource "google_sql_database_instance" "mysql" {
  database_version = "MYSQL_8_0"
  settings {
    tier = "db-n1-standard-1"
    database_flags {
      name  = "local_infile"
      value = "off"
    }
    database_flags {
      name  = "log_connections"
      value = "on"
    }
    database_flags {
      name  = "max_connections"
      value = "500"
    }
  }
}
