resource "google_sql_database_instance" "main" { # want "hcl/postgres-stats-logging-on"
  name             = "app-pg"
  database_version = "POSTGRES_15"
  region           = "europe-west1"

  settings {
    tier = "db-custom-2-7680"

    database_flags {
      name  = "log_connections"
      value = "on"
    }

    database_flags {
      name  = "log_statement_stats"
      value = "on"
    }
  }
}

resource "azurerm_postgresql_flexible_server_configuration" "planner_stats" { # want "hcl/postgres-stats-logging-on"
  name      = "log_planner_stats"
  server_id = azurerm_postgresql_flexible_server.main.id
  value     = "ON"
}
