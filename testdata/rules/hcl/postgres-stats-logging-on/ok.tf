resource "google_sql_database_instance" "main" {
  name             = "app-pg"
  database_version = "POSTGRES_15"
  region           = "europe-west1"

  settings {
    tier = "db-custom-2-7680"

    database_flags {
      name  = "log_statement_stats"
      value = "off"
    }

    database_flags {
      name  = "log_connections"
      value = "on"
    }

    database_flags {
      name  = "log_executor_stats"
      value = var.log_executor_stats
    }
  }
}

resource "azurerm_postgresql_flexible_server_configuration" "pgss" {
  name      = "pg_stat_statements.track"
  server_id = azurerm_postgresql_flexible_server.main.id
  value     = "ALL"
}

resource "azurerm_postgresql_flexible_server_configuration" "planner_stats" {
  name      = "log_planner_stats"
  server_id = azurerm_postgresql_flexible_server.main.id
  value     = "off"
}
