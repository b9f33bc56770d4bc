resource "azurerm_postgresql_server" "main" {
  name                         = "app-psql"
  location                     = azurerm_resource_group.app.location
  resource_group_name          = azurerm_resource_group.app.name
  sku_name                     = "GP_Gen5_2"
  version                      = "11"
  administrator_login          = "psqladmin"
  administrator_login_password = var.admin_password
  ssl_enforcement_enabled      = true

  threat_detection_policy {
    enabled              = true
    email_account_admins = true
    email_addresses      = ["secops@example.com"]
  }
}

resource "azurerm_mysql_server" "configurable" {
  name                         = "app-mysql"
  location                     = "westeurope"
  resource_group_name          = "rg-app"
  sku_name                     = "GP_Gen5_2"
  version                      = "8.0"
  administrator_login          = "mysqladmin"
  administrator_login_password = var.admin_password
  ssl_enforcement_enabled      = true

  threat_detection_policy {
    enabled = var.threat_detection_enabled
  }
}

# a dynamic block's own "enabled" switch, and an unrelated resource's
resource "azurerm_monitor_diagnostic_setting" "db" {
  name               = "db-logs"
  target_resource_id = azurerm_postgresql_server.main.id

  enabled_log {
    category = "PostgreSQLLogs"
  }
}
